// expect: none
// classes: 1
// rf-classes: 1
// A worker without any cancellation point: a request changes nothing, whether it comes
// while the worker runs or after it has ended (glibc answers 0 for a thread that has ended
// and is not joined yet). The join returns the worker's own value.
#include <assert.h>
#include <pthread.h>
static int done;
static void *worker(void *arg) {
  done = 1;
  return (void *)7;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  int rc = pthread_cancel(t);
  assert(rc == 0);
  void *r;
  pthread_join(t, &r);
  assert(r == (void *)7 && done == 1);
  return 0;
}
