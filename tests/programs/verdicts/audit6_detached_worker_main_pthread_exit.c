// expect: none
// classes: 2
// main creates detached workers that each post a semaphore-free atomic count, then ends with
// pthread_exit: the process lives until the last detached thread ends; nothing is joined.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int done;
void *worker(void *arg) {
  int n = atomic_fetch_add(&done, 1) + 1;
  assert(n >= 1 && n <= 2);
  return arg;
}
int main(void) {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  pthread_t t;
  pthread_create(&t, &attr, worker, 0);
  pthread_create(&t, 0, worker, 0);
  pthread_detach(t);
  pthread_attr_destroy(&attr);
  pthread_exit(0);
}
