// expect: none
// An error-checking mutex: relocking by the owner returns EDEADLK instead of hanging, and an
// unlock by a thread that does not hold it returns EPERM (defined behaviour, not a bug).
#include <pthread.h>
#include <errno.h>
#include <assert.h>
pthread_mutex_t m;
int shared;
void *other(void *arg) {
  int rc = pthread_mutex_unlock(&m);
  assert(rc == EPERM);
  pthread_mutex_lock(&m);
  shared++;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_ERRORCHECK);
  pthread_mutex_init(&m, &attr);
  pthread_t t;
  pthread_create(&t, 0, other, 0);
  pthread_mutex_lock(&m);
  assert(pthread_mutex_lock(&m) == EDEADLK);
  shared++;
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  assert(shared == 2);
  return 0;
}
