// expect: none
// main ends with pthread_exit: the worker still runs to its end, and the process exits after it.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
atomic_int done;
void *worker(void *arg) { atomic_store(&done, 1); assert(atomic_load(&done) == 1); return 0; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_exit(0);
}
