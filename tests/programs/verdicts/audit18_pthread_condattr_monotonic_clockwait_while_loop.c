// expect: none
// flags: --spurious-wakeups
// classes: 10
// rf-classes: 10
// A condition variable whose clock is CLOCK_MONOTONIC (pthread_condattr_setclock), the
// deadline computed from clock_gettime(CLOCK_MONOTONIC), and pthread_cond_clockwait with the
// same clock: the waiter loops on its predicate until work is queued or the wait times out,
// so a spurious wake-up only costs one more round.
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <time.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c;
static int queued, taken;

static void *submitter(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  ++queued;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_condattr_t attr;
  pthread_condattr_init(&attr);
  pthread_condattr_setclock(&attr, CLOCK_MONOTONIC);
  pthread_cond_init(&c, &attr);
  pthread_condattr_destroy(&attr);
  pthread_t t;
  pthread_create(&t, 0, submitter, 0);
  struct timespec deadline;
  clock_gettime(CLOCK_MONOTONIC, &deadline);
  deadline.tv_sec += 1;
  pthread_mutex_lock(&m);
  int r = 0;
  while (queued == 0 && r != ETIMEDOUT)
    r = pthread_cond_clockwait(&c, &m, CLOCK_MONOTONIC, &deadline);
  if (queued > 0) { --queued; ++taken; }
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  assert(taken + queued == 1);
  pthread_cond_destroy(&c);
  return 0;
}
