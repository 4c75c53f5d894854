// expect: none
// algos: dfs,sdpor,pop,dc
// As trust17_main_returns_detached_worker_writes_local_bug.c, but main ends with
// pthread_exit: the process lives until the worker ends and glibc keeps main's stack, so
// the worker's write into main's local is fine whenever it runs.
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
  pthread_exit(0);
}
