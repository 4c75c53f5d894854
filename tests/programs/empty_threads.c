// braid corpus: empty_threads
// expect (no flags): dfs_executions=1 assume_blocked=0 mazurkiewicz=1 reads_from=1 bug=none
// Models: threads with no visible operation at all (local computation only).
// Visible operations: main: 3 creates, 3 joins; threads: none (thread exit is not a
// scheduling point).
// Expected: no bug; exactly 1 execution, 1 class.
#include <pthread.h>

static void *worker(void *arg) {
  int sum = 0;
  for (int i = 0; i < 10; i++)
    sum += i;  // locals only
  return (void *)(long)sum;
}

int main(void) {
  pthread_t th[3];
  for (int i = 0; i < 3; i++)
    pthread_create(&th[i], 0, worker, 0);
  for (int i = 0; i < 3; i++)
    pthread_join(th[i], 0);
  return 0;
}
