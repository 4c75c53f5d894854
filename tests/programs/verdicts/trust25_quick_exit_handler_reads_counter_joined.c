// expect: none
// The correct twin of trust25_quick_exit_handler_reads_counter_race_bug.c: main joins the
// worker before quick_exit(0), so the at_quick_exit handler reads the final counter.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
static int processed;
static void report(void) {
  assert(processed == 2);
  printf("processed %d\n", processed);
}
static void *worker(void *arg) {
  for (int i = 0; i < 2; ++i) processed += 1;
  return arg;
}
int main(void) {
  at_quick_exit(report);
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  quick_exit(0);
}
