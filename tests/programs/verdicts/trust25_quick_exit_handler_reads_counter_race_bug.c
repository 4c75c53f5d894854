// expect: data-race
// main ends the process with quick_exit(0) while a worker is still counting, and the
// at_quick_exit handler reports the counter: it reads what the worker writes without
// synchronisation (the handler runs in main's thread, interleaved with the worker).
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
static int processed;
static void report(void) { printf("processed %d\n", processed); }
static void *worker(void *arg) {
  for (int i = 0; i < 2; ++i) processed += 1;
  return arg;
}
int main(void) {
  at_quick_exit(report);
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  quick_exit(0);
}
