// expect: none
// rf-classes: 2
// pthread_mutex_timedlock retried until it succeeds, its deadline computed by a helper
// (`deadline_in(&d, 1000000)`: the clock call and the arithmetic in the helper, the stores
// through the pointer argument), while main holds the mutex for a while and then lets go.
// Each attempt either gets the lock or times out and tries again; the worker ends holding the
// lock once, and the value written only under the lock is 2. The time read reaches only the
// wait, so the retry is a wait for the lock (trust31; before, it ran to --max-steps).
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
    int rc = pthread_mutex_timedlock(&m, &d);
    if (rc == 0) break;
    assert(rc == ETIMEDOUT);
  }
  value = value + 1;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_mutex_lock(&m);
  pthread_create(&t, NULL, worker, NULL);
  value = 1;
  pthread_mutex_unlock(&m);
  pthread_join(t, NULL);
  assert(value == 2);
  return 0;
}
