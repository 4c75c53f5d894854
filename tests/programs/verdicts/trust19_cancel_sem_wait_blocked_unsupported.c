// expect: unsupported
// complete: no
// A worker waits on a semaphore nobody posts, with cancellation enabled; main cancels it.
// A request that lands while the worker waits must wake it, which braid does not model: that
// execution stops as `unsupported` and the verdict says so (the request before the wait is
// explored: the worker ends at the wait's entry).
#include <pthread.h>
#include <semaphore.h>
static sem_t s;
static void *worker(void *arg) {
  sem_wait(&s);
  return 0;
}
int main(void) {
  sem_init(&s, 0, 0);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_cancel(t);
  pthread_join(t, 0);
  return 0;
}
