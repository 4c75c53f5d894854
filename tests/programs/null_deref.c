// braid corpus: null_deref
// expect (no flags): dfs_executions=1 assume_blocked=0 mazurkiewicz=1 reads_from=1 bug=crash@15
// Models: a thread dereferences a shared pointer that nobody initialised (NULL).
// Visible operations: main: create, join; worker: load `target`, then the store through it
// crashes.
// Expected: crash (SIGSEGV) in the worker, in the only execution (main waits in the join
// while the worker is the only thread that can run).
#include <pthread.h>
#include <stddef.h>

int *target = NULL;  // never set: the bug

static void *worker(void *arg) {
  int *p = target;
  *p = 42;  // @bug crash: NULL dereference
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  return 0;
}
