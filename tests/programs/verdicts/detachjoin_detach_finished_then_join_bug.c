// expect: misuse
// classes: 2
// main waits until the worker has said it is done (it may or may not have finished by
// then), detaches it, and later joins it all the same: a join of a detached thread, whether
// the detach found the worker finished or still running.
#include <pthread.h>
#include <stdatomic.h>
static atomic_int done;
static void *worker(void *arg) {
  atomic_store(&done, 1);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  while (!atomic_load(&done)) {
  }
  pthread_detach(t);
  pthread_join(t, NULL);
  return 0;
}
