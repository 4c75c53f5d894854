// expect: memory-error, data-race
// classes: 2
// rf-classes: 2
// A worker frees a shared block when it is done with it, and so does an exit handler that
// main's return runs while the worker may still be running: a double free in either order
// (the two frees are writes no read tells apart; each order is its own class).
#include <pthread.h>
#include <stdlib.h>
static char *scratch;
static void cleanup(void) { free(scratch); }
static void *worker(void *arg) {
  free(scratch);
  return arg;
}
int main(void) {
  scratch = malloc(8);
  atexit(cleanup);
  pthread_t w;
  pthread_create(&w, NULL, worker, NULL);
  return 0;
}
