// braid corpus: abort_thread
// expect (no flags): dfs_executions=2 assume_blocked=0 mazurkiewicz=2 reads_from=2 bug=abort@15
// Models: a worker that gives up (abort) when it runs before main has published `ready`.
// Visible operations: main: create, store ready, join; worker: load ready.
// Expected: abort in the worker. DFS executions: 2 (the worker's load before or after main's
// store); Mazurkiewicz 2, reads-from 2; one of them aborts.
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

atomic_int ready = 0;

static void *worker(void *arg) {
  if (ready == 0)
    abort();  // @bug abort: worker ran before main set `ready`
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  ready = 1;
  pthread_join(t, 0);
  return 0;
}
