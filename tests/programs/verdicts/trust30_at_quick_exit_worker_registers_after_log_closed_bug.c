// expect: assertion
// A worker registers a checkpoint handler with at_quick_exit while main closes the log and
// calls quick_exit(0). The handler asserts the log is still open: it runs (and fails) only
// when the worker registered before quick_exit took the list.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
static int log_open;
static void checkpoint(void) { assert(log_open); }
static void *worker(void *arg) {
  at_quick_exit(checkpoint);
  return arg;
}
int main(void) {
  pthread_t t;
  log_open = 1;
  pthread_create(&t, NULL, worker, NULL);
  log_open = 0;
  quick_exit(0);
}
