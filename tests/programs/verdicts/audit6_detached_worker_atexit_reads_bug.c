// expect: data-race
// A detached worker still writing a global when main returns; the atexit handler (run by
// exit, interleaved with the still running thread) reads it: a race.
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
int progress = 0;
static void report(void) { printf("progress %d\n", progress); }
void *worker(void *arg) {
  progress = 1;
  return arg;
}
int main(void) {
  atexit(report);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_detach(t);
  return 0;
}
