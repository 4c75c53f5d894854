// expect: none
// complete: no
// Weak memory (branch weak12): INCOMPLETE, reason weak-memory: 2 atomic loads (first at audit4_genmc_lastzero_3.c:18, relaxed, which could read an older write) could read
// another write under C11 than in the SC executions braid explores (docs/memory_model.md).
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event exceeds the time limit.)
// GenMC/Nidhugg "lastzero" with N = 3 (relaxed atomics, read here under SC): thread 0 scans
// the array from the end for the last zero; thread i sets array[i] = array[i-1] + 1. Whatever
// index thread 0 finds, the entry after it was not zero when it was read.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#define N 3
atomic_int array[N + 1];
int idx[N + 1];
void *scanner(void *arg) {
  int i;
  for (i = N; atomic_load_explicit(&array[i], memory_order_relaxed) != 0; i--) {}
  assert(i >= 0);
  return arg;
}
void *setter(void *arg) {
  int j = *(int *)arg;
  int prev = atomic_load_explicit(&array[j - 1], memory_order_relaxed);
  atomic_store_explicit(&array[j], prev + 1, memory_order_relaxed);
  return arg;
}
int main(void) {
  pthread_t t[N + 1];
  for (int i = 0; i <= N; i++) idx[i] = i;
  pthread_create(&t[0], 0, scanner, 0);
  for (int i = 1; i <= N; i++) pthread_create(&t[i], 0, setter, &idx[i]);
  for (int i = 0; i <= N; i++) pthread_join(t[i], 0);
  return 0;
}
