// expect: none
// flags: --spurious-wakeups
// classes: 22
// rf-classes: 22
// A hand-written one-shot event on a futex word: the waiter sleeps with FUTEX_WAIT and a
// relative timeout while the word is 0 and, whatever the result, re-checks the word before
// using the payload: a spurious wake-up (0 without a FUTEX_WAKE) or a timeout just leaves the
// event unobserved. Correct with spurious wake-ups explored (the twin of
// audit18_futex_timed_wait_trusts_zero_spurious_bug.c).
#include <assert.h>
#include <linux/futex.h>
#include <pthread.h>
#include <stdatomic.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>
static atomic_int event;
static int payload;

static void *setter(void *arg) {
  (void)arg;
  payload = 42;
  atomic_store(&event, 1);
  syscall(SYS_futex, &event, FUTEX_WAKE_PRIVATE, 1, 0, 0, 0);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, setter, 0);
  struct timespec timeout = {1, 0};
  if (atomic_load(&event) == 0) {
    long r = syscall(SYS_futex, &event, FUTEX_WAIT_PRIVATE, 0, &timeout, 0, 0);
    (void)r;
    if (atomic_load(&event) == 1) assert(payload == 42); /* re-checked */
  } else {
    assert(payload == 42);
  }
  pthread_join(t, 0);
  return 0;
}
