// expect: data-race, assertion
// pthread_mutex_timedlock retried until it succeeds, its deadline computed by a helper; main
// writes the value after unlocking, racing with the worker's update under the lock: the
// worker may read 0 and main's write may be lost either way, and the final value can be 1.
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <time.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int value;
static void deadline_in(struct timespec *d, long ns) {
  clock_gettime(CLOCK_REALTIME, d);
  d->tv_nsec += ns;
  if (d->tv_nsec >= 1000000000) {
    d->tv_sec += 1;
    d->tv_nsec -= 1000000000;
  }
}
static void *worker(void *arg) {
  struct timespec d;
  for (;;) {
    deadline_in(&d, 1000000);
    if (pthread_mutex_timedlock(&m, &d) == 0) break;
  }
  value = value + 1;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_mutex_lock(&m);
  pthread_create(&t, NULL, worker, NULL);
  pthread_mutex_unlock(&m);
  value = value + 1;
  pthread_join(t, NULL);
  assert(value == 2);
  return 0;
}
