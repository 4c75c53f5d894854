// expect: none
// An error-checking mutex locked twice by the same thread returns EDEADLK (instead of
// hanging); the thread notices and goes on. Another thread uses the mutex normally.
#include <assert.h>
#include <errno.h>
#include <pthread.h>
pthread_mutex_t m;
int g;
void *worker(void *arg) {
  assert(pthread_mutex_lock(&m) == 0);
  int r = pthread_mutex_lock(&m);
  assert(r == EDEADLK);
  g++;
  assert(pthread_mutex_unlock(&m) == 0);
  assert(pthread_mutex_unlock(&m) == EPERM);
  return arg;
}
int main(void) {
  pthread_mutexattr_t a;
  pthread_mutexattr_init(&a);
  pthread_mutexattr_settype(&a, PTHREAD_MUTEX_ERRORCHECK);
  pthread_mutex_init(&m, &a);
  pthread_mutexattr_destroy(&a);
  pthread_t x, y;
  pthread_create(&x, 0, worker, 0);
  pthread_create(&y, 0, worker, 0);
  pthread_join(x, 0);
  pthread_join(y, 0);
  assert(g == 2);
  return 0;
}
