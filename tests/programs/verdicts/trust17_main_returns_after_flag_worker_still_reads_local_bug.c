// expect: memory-error
// algos: dfs,sdpor,pop,dc
// A worker polls a stop flag that lives in main's frame; main sets it and returns at once,
// trusting that the worker will "see it soon". The worker's next read of the flag after
// main returned reads exit's stack (a use after return), not a stop request.
#include <pthread.h>
#include <stdatomic.h>
static void *poller(void *arg) {
  atomic_int *stop = arg;
  while (!atomic_load(stop)) {
  }
  return 0;
}
int main(void) {
  atomic_int stop = 0;
  pthread_t t;
  pthread_create(&t, 0, poller, &stop);
  pthread_detach(t);
  atomic_store(&stop, 1);
  return 0;
}
