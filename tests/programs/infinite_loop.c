// braid corpus: infinite_loop
// expect (no flags): dfs_executions=1 assume_blocked=0 mazurkiewicz=1 reads_from=1 bug=bound@9
// Models: a thread that never terminates (spins on local state only).
// Visible operations: main: create, join (never enabled); spinner: none.
// Expected: a `bound` bug (the execution exceeds --max-steps), in the only execution.
#include <pthread.h>

static void *spinner(void *arg) {
  while (1) {}  // @bug bound: never terminates
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, spinner, 0);
  pthread_join(t, 0);
  return 0;
}
