// expect: none
// classes: 4
// rf-classes: 4
// A joiner with cancellation disabled around its join: a request during the join stays
// pending (the join waits for the worker and returns its value), and is acted on at the
// pthread_testcancel after the state is enabled again, unless it comes after that point.
#include <assert.h>
#include <pthread.h>
static int result;
static void *worker(void *arg) { return (void *)5; }
static void *joiner(void *arg) {
  int old;
  void *v = 0;
  pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &old);
  pthread_join(*(pthread_t *)arg, &v);
  result = (int)(long)v;
  pthread_setcancelstate(old, 0);
  pthread_testcancel();
  return 0;
}
int main(void) {
  pthread_t w, j;
  void *r = 0;
  pthread_create(&w, 0, worker, 0);
  pthread_create(&j, 0, joiner, &w);
  pthread_cancel(j);
  pthread_join(j, &r);
  assert(result == 5);  // the join was never interrupted
  return 0;
}
