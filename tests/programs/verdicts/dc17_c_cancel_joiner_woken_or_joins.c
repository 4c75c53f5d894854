// expect: none
// classes: 7
// rf-classes: 7
// A supervisor joins a worker that sets a flag; main cancels the supervisor. The request
// finds the supervisor before its join (acted on at the join's entry), inside it (it wakes the
// join: the worker stays joinable), or after it (pending, acted on at the supervisor's
// testcancel). main then joins the supervisor, and the worker itself when the supervisor did
// not. DC-DPOR's dead-call search models the join's wait for the worker's end and its
// wake-up by the request (docs/algorithms.md, "dc17").
#include <assert.h>
#include <pthread.h>
static pthread_t worker_thread;
static int flag, joined;
static void *worker(void *arg) {
  flag = 1;
  return 0;
}
static void *supervisor(void *arg) {
  pthread_join(worker_thread, 0);
  joined = 1;
  pthread_testcancel();
  return 0;
}
int main(void) {
  pthread_t s;
  pthread_create(&worker_thread, 0, worker, 0);
  pthread_create(&s, 0, supervisor, 0);
  pthread_cancel(s);
  void *r;
  pthread_join(s, &r);
  assert(r == PTHREAD_CANCELED || joined);
  if (!joined) pthread_join(worker_thread, 0);
  assert(flag == 1);
  return 0;
}
