// expect: assertion
// flags: --spurious-wakeups
// classes: 8
// rf-classes: 8
// C11 <threads.h>: a consumer waits for a reply with cnd_timedwait and a timespec_get
// deadline, guarded by `if` instead of `while`: it takes thrd_success as "the reply is
// there". A spurious wake-up (which C11 allows, as POSIX does) returns thrd_success before the
// producer ran, and the consumer reads a reply that does not exist. Found with
// --spurious-wakeups since branch audit18 (before, a timed wait woken without a signal always
// timed out).
#include <assert.h>
#include <threads.h>
#include <time.h>
static mtx_t m;
static cnd_t c;
static int reply_ready, reply;

static int producer(void *arg) {
  (void)arg;
  mtx_lock(&m);
  reply = 42;
  reply_ready = 1;
  cnd_signal(&c);
  mtx_unlock(&m);
  return 0;
}

int main(void) {
  mtx_init(&m, mtx_plain);
  cnd_init(&c);
  thrd_t t;
  thrd_create(&t, producer, 0);
  struct timespec deadline;
  timespec_get(&deadline, TIME_UTC);
  deadline.tv_sec += 2;
  mtx_lock(&m);
  if (!reply_ready) {
    int r = cnd_timedwait(&c, &m, &deadline);
    if (r == thrd_success) assert(reply == 42); /* BUG: success is not "reply_ready" */
  }
  mtx_unlock(&m);
  thrd_join(t, 0);
  return 0;
}
