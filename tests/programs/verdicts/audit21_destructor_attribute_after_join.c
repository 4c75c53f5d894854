// expect: none
// algos: pop,sdpor,dc
// audit21_destructor_attribute_reads_detached_worker_bug.c with the worker joined before main
// returns: the join orders the worker's increments before exit() runs the destructor, which
// checks and prints the count. A constructor sets the starting value before main. gcc -O2,
// 100 runs: always "processed 103 items". braid runs `__attribute__((destructor))` functions
// after the atexit handlers since trust27, so the destructor's assertion is exercised.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
static int processed;
__attribute__((constructor)) static void start_statistics(void) { processed = 100; }
static void *worker(void *arg) {
  for (int i = 0; i < 3; ++i) ++processed;
  return arg;
}
__attribute__((destructor)) static void report_statistics(void) {
  assert(processed == 103);
  fprintf(stderr, "processed %d items\n", processed);
}
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  return 0;
}
