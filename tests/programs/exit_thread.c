// braid corpus: exit_thread
// expect (no flags): dfs_executions=2 assume_blocked=0 mazurkiewicz=2 reads_from=2 bug=exit@15
// Models: a worker that terminates the whole process with a failure status (exit(1)) when it
// runs before main has published `ready`.
// Visible operations: main: create, store ready, join; worker: load ready.
// Expected: `exit` bug in the worker. DFS executions: 2; Mazurkiewicz 2; reads-from 2.
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

atomic_int ready = 0;

static void *worker(void *arg) {
  if (ready == 0)
    exit(1);  // @bug exit: non-zero exit status from a thread
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  ready = 1;
  pthread_join(t, 0);
  return 0;
}
