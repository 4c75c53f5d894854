// braid corpus: thread_outlives_main
// expect (no flags): dfs_executions=1 assume_blocked=0 mazurkiewicz=1 reads_from=1 bug=assertion@15
// Models: main returns without joining; the program only ends when every thread has finished,
// so the worker still runs (and fails) after main has returned.
// Visible operations: main: create; worker: store done, load done.
// Expected: assertion failure in the worker, in the only execution.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>

atomic_int done = 0;

static void *worker(void *arg) {
  done = 1;
  assert(done == 0);  // @bug assertion: always fails once the worker runs
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  return 0;  // does not end the worker
}
