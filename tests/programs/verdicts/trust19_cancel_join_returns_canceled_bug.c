// expect: assertion
// classes: 2
// rf-classes: 2
// main cancels a worker and asserts that the join returns the worker's own value: wrong
// when the request reaches the worker's pthread_testcancel first, where the worker ends with
// PTHREAD_CANCELED (what pthread_join then returns).
#include <assert.h>
#include <pthread.h>
static void *worker(void *arg) {
  pthread_testcancel();
  return (void *)7;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_cancel(t);
  void *r;
  pthread_join(t, &r);
  assert(r == (void *)7);
  return 0;
}
