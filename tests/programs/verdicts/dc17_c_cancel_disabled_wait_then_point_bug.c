// expect: assertion
// classes: 5
// rf-classes: 5
// A worker waits for a go flag with cancellation disabled (the request stays pending: the
// wait is not woken), enables it again and reaches pthread_testcancel, where a pending
// request is acted on. main sets the flag, then cancels it, and asserts the worker was never
// cancelled: false whenever the request lands before the worker's testcancel (during the
// disabled wait, or between its end and the testcancel); true when the worker finished
// first. DC-DPOR's dead-call search models a wait a request does not wake
// (docs/algorithms.md, "dc17").
#include <assert.h>
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static int go;
static void *worker(void *arg) {
  int old;
  pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &old);
  pthread_mutex_lock(&m);
  while (!go) pthread_cond_wait(&c, &m);
  pthread_mutex_unlock(&m);
  pthread_setcancelstate(old, 0);
  pthread_testcancel();
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_mutex_lock(&m);
  go = 1;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  pthread_cancel(t);
  void *r;
  pthread_join(t, &r);
  assert(r != PTHREAD_CANCELED);
  return 0;
}
