// expect: assertion
// flags: --early-timeouts=2
// A worker waits for the "go" of main with pthread_cond_timedwait and gives up after two
// timed-out waits in a row (main may be slow); main says go, joins, and assumes the work was
// done. When both waits time out before main's signal, the work is never done. Finding it
// needs two early timeouts of one thread: with the default (--early-timeouts=1) the verdict
// is "complete up to 1 early timeout per thread" without the bug (docs/runtime.md,
// "Condition variables"); the twin that does the work itself is
// timeouts_worker_gives_up_main_does_the_work.c.
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <time.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t go_cond = PTHREAD_COND_INITIALIZER;
static int go, work_done, gave_up;

static void *worker(void *arg) {
  (void)arg;
  int timeouts = 0;
  pthread_mutex_lock(&m);
  while (!go && timeouts < 2) {
    struct timespec deadline;
    clock_gettime(CLOCK_REALTIME, &deadline);
    deadline.tv_sec += 1;
    if (pthread_cond_timedwait(&go_cond, &m, &deadline) == ETIMEDOUT) timeouts++;
  }
  if (go) work_done = 1;
  else gave_up = 1;
  pthread_mutex_unlock(&m);
  return NULL;
}

int main(void) {
  pthread_t w;
  pthread_create(&w, NULL, worker, NULL);
  pthread_mutex_lock(&m);
  go = 1;
  pthread_cond_signal(&go_cond);
  pthread_mutex_unlock(&m);
  pthread_join(w, NULL);
  assert(work_done);  // BUG: the worker may have given up
  return 0;
}
