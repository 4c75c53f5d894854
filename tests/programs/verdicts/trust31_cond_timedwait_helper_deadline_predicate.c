// expect: none
// complete: no
// A consumer waits for a flag with pthread_cond_timedwait in a predicate loop, its deadline
// computed by a helper (`deadline_in(&d, ns)` through a pointer); the producer sets the flag
// under the mutex and signals. The consumer sees the flag set under the mutex. A condition
// variable's timed wait is an operation of a modelled primitive, never judged a repetition:
// its timeouts are bounded by the early-timeout model and the verdict says so (incomplete),
// with the helper as with the deadline computed in the loop (trust29, trust31).
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <time.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static int ready, payload;
static void deadline_in(struct timespec *d, long ns) {
  clock_gettime(CLOCK_REALTIME, d);
  d->tv_nsec += ns;
  if (d->tv_nsec >= 1000000000) {
    d->tv_sec += 1;
    d->tv_nsec -= 1000000000;
  }
}
static void *producer(void *arg) {
  pthread_mutex_lock(&m);
  payload = 5;
  ready = 1;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, producer, NULL);
  pthread_mutex_lock(&m);
  while (!ready) {
    struct timespec d;
    deadline_in(&d, 2000000);
    pthread_cond_timedwait(&c, &m, &d);
  }
  assert(payload == 5);
  pthread_mutex_unlock(&m);
  pthread_join(t, NULL);
  return 0;
}
