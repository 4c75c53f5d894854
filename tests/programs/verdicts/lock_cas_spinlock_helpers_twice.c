// expect: none
// classes: 34
// rf-classes: 34
// A compare-and-swap spinlock taken through helper functions (spin_lock / spin_unlock) by
// T threads, twice each, around a plain counter. Until the stale-read runs were cut
// (docs/algorithms.md, "Stale-read runs cut at the write that wastes them") POP explored
// runs to their end in which a spinning thread was kept stopped after the lock word was
// written again: 6 beside the 34 executions (T = 2); with -DT=3, 4755 beside 7134.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
#ifndef T
#define T 2
#endif
atomic_int word;
int counter;
static void spin_lock(atomic_int *l) {
  int expected = 0;
  while (!atomic_compare_exchange_strong(l, &expected, 1)) expected = 0;
}
static void spin_unlock(atomic_int *l) { atomic_store(l, 0); }
static void *worker(void *arg) {
  (void)arg;
  for (int round = 0; round < 2; round++) {
    spin_lock(&word);
    counter++;
    spin_unlock(&word);
  }
  return 0;
}
int main(void) {
  pthread_t t[T];
  for (int i = 0; i < T; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < T; i++) pthread_join(t[i], 0);
  assert(counter == 2 * T);
  return 0;
}
