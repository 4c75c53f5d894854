// braid corpus: dekker
// expect (no flags): dfs_executions=3883 assume_blocked=420 mazurkiewicz=18 reads_from=18 bug=none
// Models: Dekker's mutual exclusion for two threads, correct under sequential consistency,
// with its waits in bounded form: the entry loop `while (flag[j]) { if (turn != i) {
// flag[i] = 0; while (turn != i) {} flag[i] = 1; } }` runs at most once and its waits become
// __VERIFIER_assume (executions that would wait longer are discarded).
// Visible operations: main: 2 creates, 2 joins; thread i: store flag[i]; load flag[j]; if set:
// load turn, (if not ours: store flag[i] = 0, load turn (assume), store flag[i] = 1), load
// flag[j] (assume it is 0); store owner; load owner; store turn; store flag[i].
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
  if (flag[j]) {                     // contention
    if (turn != i) {                 // not our turn: back off until it is
      flag[i] = 0;
      __VERIFIER_assume(turn == i);
      flag[i] = 1;
    }
    __VERIFIER_assume(flag[j] == 0); // wait until the other one has left
  }
  owner = i;                         // critical section
  assert(owner == i);
  turn = j;
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
