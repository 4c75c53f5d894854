// braid corpus: verifier_atomic
// expect (no flags): dfs_executions=26 assume_blocked=0 mazurkiewicz=2 reads_from=2 bug=none
// Models: SV-COMP's __VERIFIER_atomic_begin/end: the increment (load + store) inside cannot
// be interrupted by another atomic block, so unlike lost_update no update is lost. braid (like
// Nidhugg) runs atomic blocks as critical sections of one program-wide mutex, so each block
// is lock, load, store, unlock events (other threads' unrelated operations may interleave).
// Visible operations: main: 2 creates, 2 joins, 1 load; each thread: the block above.
// Expected: no bug, no data race. Mazurkiewicz classes: 2 (which block goes first);
// reads-from 2.
#include <pthread.h>
#include <assert.h>
#include "braid.h"

int counter = 0;

static void *worker(void *arg) {
  __VERIFIER_atomic_begin();
  counter = counter + 1;
  __VERIFIER_atomic_end();
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
