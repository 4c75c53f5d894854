// expect: none
// flags: --early-timeouts=2
// The twin of timeouts_worker_gives_up_after_two_waits_bug.c, with C11 threads: the worker
// gives up after two timed-out cnd_timedwait calls in a row, and main, seeing it gave up,
// does the work itself. Two early timeouts per thread cover every wait the worker makes
// (at most two), so the verdict is complete; with --early-timeouts=1 it would be "complete
// up to 1 early timeout per thread".
#include <assert.h>
#include <threads.h>
#include <time.h>

static mtx_t m;
static cnd_t go_cond;
static int go, work_done, gave_up;

static int worker(void *arg) {
  (void)arg;
  int timeouts = 0;
  mtx_lock(&m);
  while (!go && timeouts < 2) {
    struct timespec deadline;
    timespec_get(&deadline, TIME_UTC);
    deadline.tv_sec += 1;
    if (cnd_timedwait(&go_cond, &m, &deadline) == thrd_timedout) timeouts++;
  }
  if (go) work_done = 1;
  else gave_up = 1;
  mtx_unlock(&m);
  return 0;
}

int main(void) {
  mtx_init(&m, mtx_plain);
  cnd_init(&go_cond);
  thrd_t w;
  thrd_create(&w, worker, NULL);
  mtx_lock(&m);
  go = 1;
  cnd_signal(&go_cond);
  mtx_unlock(&m);
  thrd_join(w, NULL);
  mtx_lock(&m);
  if (gave_up) work_done = 1;  // the worker gave up: main does the work
  mtx_unlock(&m);
  assert(work_done && (gave_up || go));
  return 0;
}
