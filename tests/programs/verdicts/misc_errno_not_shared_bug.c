// expect: assertion
// A worker reports failure through errno and main reads errno after the join, expecting
// the worker's value: errno is per thread, so main sees its own (0).
#include <pthread.h>
#include <errno.h>
#include <assert.h>
void *worker(void *arg) { errno = EINVAL; return 0; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  assert(errno == EINVAL);
  return 0;
}
