// expect: bound
// complete: no
// algos: dfs,sdpor,pop,dc
// (qpor left out: it refuses the atomics or primitives used here)
// pthread-ext style "unbounded" thread creation: main keeps creating detached workers until
// one of them has set the stop flag (an atomic); each worker sets it. Terminates after one
// worker ran; the number of workers created before that is unbounded in principle.
#include <pthread.h>
#include <stdatomic.h>
static atomic_int stop;
static void *worker(void *arg) {
  atomic_store(&stop, 1);
  return arg;
}
int main(void) {
  while (!atomic_load(&stop)) {
    pthread_t t;
    if (pthread_create(&t, NULL, worker, NULL) != 0) break;
    pthread_detach(t);
  }
  return 0;
}
