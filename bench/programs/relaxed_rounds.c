// A relaxed-heavy program for the weak-memory check's cost (bench/weak_memory_cost.py):
// two workers run N rounds each of relaxed counter increments, a relaxed progress flag, a
// release/acquire hand-off and relaxed reads of the other's counter; the main thread reads
// the counters after joining. Every execution has dozens of weak atomic accesses.
#include <pthread.h>
#include <stdatomic.h>
#ifndef N
#define N 3
#endif
atomic_int counter[2];
atomic_int progress[2];
atomic_int turn;
int seen[2];
void *worker(void *arg) {
  const int me = (int)(long)arg, other = 1 - me;
  for (int i = 0; i < N; ++i) {
    atomic_fetch_add_explicit(&counter[me], 1, memory_order_relaxed);
    atomic_store_explicit(&progress[me], i + 1, memory_order_relaxed);
    seen[me] += atomic_load_explicit(&counter[other], memory_order_relaxed);
    if (atomic_load_explicit(&turn, memory_order_acquire) == me)
      atomic_store_explicit(&turn, other, memory_order_release);
  }
  return 0;
}
int main(void) {
  pthread_t t[2];
  for (long i = 0; i < 2; ++i) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < 2; ++i) pthread_join(t[i], 0);
  return atomic_load_explicit(&counter[0], memory_order_relaxed) + atomic_load_explicit(&counter[1], memory_order_relaxed) ==
                 2 * N
             ? 0
             : 1;
}
