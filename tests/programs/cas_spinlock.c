// braid corpus: cas_spinlock
// expect (-DT=2): dfs_executions=74 assume_blocked=0 mazurkiewicz=4 reads_from=4 bug=none
// expect (-DT=3): dfs_executions=22327 assume_blocked=0 mazurkiewicz=36 reads_from=36 bug=none
// Models: T threads increment a plain counter under a compare-and-swap spinlock
// (`while (!__sync_bool_compare_and_swap(&l, 0, 1)) {}`), released by an atomic store.
// A failed attempt changes nothing, so the thread blocks until the lock word changes
// (docs/runtime.md, "Spin loops"): every exploration is finite and complete.
// Visible operations: main: T creates, T joins, 1 load; each thread: CAS until one
// succeeds, load and store counter, store l.
// Expected: no bug (counter == T at the end). Counts: tools/models.py.
#include <pthread.h>
#include <assert.h>

#ifndef T
#define T 2
#endif

int l, counter;

static void *worker(void *arg) {
  (void)arg;
  while (!__sync_bool_compare_and_swap(&l, 0, 1)) {
  }
  counter++;
  __atomic_store_n(&l, 0, __ATOMIC_SEQ_CST);
  return 0;
}

int main(void) {
  pthread_t t[T];
  for (int i = 0; i < T; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < T; i++) pthread_join(t[i], 0);
  assert(counter == T);
  return 0;
}
