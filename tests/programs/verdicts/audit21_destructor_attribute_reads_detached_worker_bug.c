// expect: data-race
// algos: pop,sdpor,dc
// A library-style shutdown hook: __attribute__((destructor)) prints a statistic that a
// detached worker keeps updating. main returns while the worker may still run; exit() then
// runs the destructor in main's thread, and its read of `processed` races with the worker's
// unlocked increments (nothing orders them: the worker is detached and never joined).
// Natively (gcc -O2, 100 runs) it printed 0 (34 times) or 3 (66 times).
#include <pthread.h>
#include <stdio.h>
static int processed;
static void *worker(void *arg) {
  for (int i = 0; i < 3; ++i) ++processed;
  return arg;
}
__attribute__((destructor)) static void report_statistics(void) {
  fprintf(stderr, "processed %d items\n", processed);
}
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_detach(t);
  return 0;
}
