// expect: memory-error
// algos: dfs,sdpor,pop,dc
// main hands a detached worker the address of its local and returns. Returning from main is
// exit: main's frame is gone and exit runs on its stack while the worker may still run, so
// the worker's write after main returned is a use after return (it lands in exit's
// frames). Before (trust17), main's locals were never checked: "complete, no bug".
// Twins: trust17_main_pthread_exit_detached_worker_writes_local.c (main's stack stays),
// trust17_main_joins_worker_before_return.c.
#include <pthread.h>
static void *report(void *arg) {
  int *slot = arg;
  *slot = 42;
  return 0;
}
int main(void) {
  int result = 0;
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  pthread_t t;
  pthread_create(&t, &attr, report, &result);
  pthread_attr_destroy(&attr);
  return 0;
}
