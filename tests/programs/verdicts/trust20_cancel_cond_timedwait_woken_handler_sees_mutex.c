// expect: none
// complete: no
// classes: 5
// rf-classes: 5
// (incomplete: the early-timeout bound of the retry loop, as every timed-wait loop)
// A worker polls with pthread_cond_timedwait (timeouts included) until a flag is set; its
// cleanup handler records that it ran with the mutex held (a trylock of the normal mutex by
// its holder fails with EBUSY) and unlocks. main cancels it: a request during the timed wait
// wakes it, the mutex is re-acquired before the handler runs, so the handler always finds
// the mutex held, and main can lock after the join.
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <time.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static int flag, handler_ran, handler_saw_held;
static void on_cancel(void *p) {
  handler_ran = 1;
  handler_saw_held = pthread_mutex_trylock(&m) == EBUSY;
  pthread_mutex_unlock(&m);
}
static void *worker(void *arg) {
  struct timespec deadline = {0, 0};
  pthread_mutex_lock(&m);
  pthread_cleanup_push(on_cancel, 0);
  while (!flag) pthread_cond_timedwait(&c, &m, &deadline);
  pthread_cleanup_pop(0);
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_cancel(t);
  void *r;
  pthread_join(t, &r);
  pthread_mutex_lock(&m);
  assert(r == PTHREAD_CANCELED);
  assert(handler_ran && handler_saw_held);
  pthread_mutex_unlock(&m);
  return 0;
}
