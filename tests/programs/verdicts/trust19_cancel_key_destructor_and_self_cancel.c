// expect: none
// classes: 1
// rf-classes: 1
// A worker cancels itself (deferred: nothing happens until its next cancellation point),
// writes a mark, and is cancelled at pthread_testcancel: its thread-specific value's
// destructor runs, the code after the point never does, and the join returns
// PTHREAD_CANCELED.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
static pthread_key_t key;
static int destroyed, mark, after;
static void destroy(void *p) {
  destroyed = 1;
  free(p);
}
static void *worker(void *arg) {
  pthread_setspecific(key, malloc(4));
  pthread_cancel(pthread_self());
  mark = 1;
  pthread_testcancel();
  after = 1;
  return 0;
}
int main(void) {
  pthread_key_create(&key, destroy);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  void *r;
  pthread_join(t, &r);
  assert(r == PTHREAD_CANCELED);
  assert(mark == 1 && after == 0 && destroyed == 1);
  return 0;
}
