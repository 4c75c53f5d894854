// braid corpus: cas_loop
// expect (no flags): dfs_executions=22 assume_blocked=0 mazurkiewicz=4 reads_from=4 bug=none
// Models: lock-free increment with a compare-and-swap retry loop, two threads.
// Visible operations: main: 2 creates, 2 joins, 1 load; each thread: load counter, then CAS
// until one succeeds (a failed CAS is a read and reloads `old`).
// Expected: no bug (counter == 2 at the end). Counts: tools/models.py.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>

atomic_int counter = 0;

static void *worker(void *arg) {
  int old = counter;
  while (!atomic_compare_exchange_strong(&counter, &old, old + 1)) {
    // on failure `old` now holds the current value: retry
  }
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  assert(counter == 2);
  return 0;
}
