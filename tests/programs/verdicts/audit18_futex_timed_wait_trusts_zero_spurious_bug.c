// expect: assertion, data-race
// flags: --spurious-wakeups
// classes: 15
// rf-classes: 15
// A hand-written one-shot event on a futex word: the waiter sleeps with FUTEX_WAIT and a
// relative timeout while the word is 0, and takes a 0 result as "the event was set". A futex
// wait can return 0 without a FUTEX_WAKE (a spurious wake-up: callers must re-check the word),
// and the waiter then reads a payload that was never written (unordered with its write: also
// a data race). Found with --spurious-wakeups since branch audit18 (before, a timed wait
// woken without a wake always timed out: pop 7 executions, complete, no bug).
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
    if (r == 0) assert(payload == 42); /* BUG: 0 does not mean the event was set */
  } else {
    assert(payload == 42);
  }
  pthread_join(t, 0);
  return 0;
}
