// expect: none
// Workers detach themselves (pthread_detach(pthread_self())) and report completion through a
// condition variable; main waits for the count with a predicate loop.
#include <assert.h>
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int finished;
void *worker(void *arg) {
  pthread_detach(pthread_self());
  pthread_mutex_lock(&m);
  finished++;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_mutex_lock(&m);
  while (finished < 2) pthread_cond_wait(&c, &m);
  pthread_mutex_unlock(&m);
  assert(finished == 2);
  return 0;
}
