// braid corpus: peterson
// expect (no flags): dfs_executions=942 assume_blocked=585 mazurkiewicz=10 reads_from=9 bug=none
// Models: Peterson's mutual exclusion for two threads, correct under sequential consistency.
// The busy-wait `while (flag[j] && turn == j) {}` is replaced by the usual bounded form for
// stateless model checking: __VERIFIER_assume of its exit condition (executions in which the
// thread would have to wait are discarded as assume-blocked instead of spinning forever).
// Critical section: store owner = i, then load it back; another thread inside would break it.
// Visible operations: main: 2 creates, 2 joins; thread i: store flag[i], store turn, load
// flag[j], (load turn only if flag[j] == 1), store owner, load owner, store flag[i].
// Expected: no bug, no data race on `owner`. Counts: tools/models.py.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
#include "braid.h"

atomic_int flag[2];
atomic_int turn;
int owner;  // plain: protected by the algorithm

static void *thread(void *arg) {
  int i = (int)(long)arg, j = 1 - i;
  flag[i] = 1;
  turn = j;
  __VERIFIER_assume(!(flag[j] == 1 && turn == j));  // wait until it is our turn
  owner = i;                                          // critical section
  assert(owner == i);
  flag[i] = 0;
  return 0;
}

int main(void) {
  pthread_t t0, t1;
  pthread_create(&t0, 0, thread, (void *)0L);
  pthread_create(&t1, 0, thread, (void *)1L);
  pthread_join(t0, 0);
  pthread_join(t1, 0);
  return 0;
}
