// expect: none
// flags: --spurious-wakeups
// classes: 10
// rf-classes: 10
// C11 <threads.h>: a consumer waits for a reply with cnd_timedwait and a timespec_get
// deadline in a predicate loop: a spurious wake-up (thrd_success without a signal) re-checks
// the flag and waits again; a timeout gives up. Correct with spurious wake-ups explored.
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
  int r = thrd_success;
  while (!reply_ready && r != thrd_timedout) r = cnd_timedwait(&c, &m, &deadline);
  if (reply_ready) assert(reply == 42);
  else assert(r == thrd_timedout);
  mtx_unlock(&m);
  thrd_join(t, 0);
  return 0;
}
