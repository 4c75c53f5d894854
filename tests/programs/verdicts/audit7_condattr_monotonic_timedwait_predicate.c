// expect: none
// A condition variable on CLOCK_MONOTONIC (pthread_condattr_setclock); the consumer waits
// with a deadline in a predicate loop and accepts a timeout only when the flag is still
// unset, re-checking under the mutex.
#include <assert.h>
#include <pthread.h>
#include <time.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c;
int ready, taken;
void *producer(void *arg) {
  pthread_mutex_lock(&m);
  ready = 1;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  return arg;
}
void *consumer(void *arg) {
  struct timespec deadline;
  clock_gettime(CLOCK_MONOTONIC, &deadline);
  deadline.tv_sec += 1;
  pthread_mutex_lock(&m);
  while (!ready) {
    if (pthread_cond_timedwait(&c, &m, &deadline) != 0 && !ready) break;
  }
  if (ready) taken = 1;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_condattr_t ca;
  pthread_condattr_init(&ca);
  pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
  pthread_cond_init(&c, &ca);
  pthread_t p, q;
  pthread_create(&q, 0, consumer, 0);
  pthread_create(&p, 0, producer, 0);
  pthread_join(p, 0);
  pthread_join(q, 0);
  assert(ready == 1);
  return 0;
}
