// expect: assertion
// flags: --spurious-wakeups
// classes: 8
// rf-classes: 8
// A condition variable whose clock is CLOCK_MONOTONIC (pthread_condattr_setclock), the
// deadline computed from clock_gettime(CLOCK_MONOTONIC): the waiter uses `if` and treats a 0
// result of pthread_cond_timedwait as "work arrived". A spurious wake-up returns 0 with no
// work queued, and the waiter takes an item from an empty queue.
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <time.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c;
static int queued;

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
  if (queued == 0 && pthread_cond_timedwait(&c, &m, &deadline) == 0) { /* BUG: if, not while */
    assert(queued > 0);
    --queued;
  }
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  pthread_cond_destroy(&c);
  return 0;
}
