// expect: none
// Per-thread work counters kept with relaxed read-modify-writes on a shared array (three
// workers, each adding to its own slot and its weight to a shared total), summed by main
// after joining every worker. The joins order every increment before main's loads, and the increments of
// the shared total commute: the sums are exact under C11 as under SC. Complete.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#define WORKERS 3
static atomic_int done[WORKERS];
static atomic_int total;
void *worker(void *arg) {
  int me = (int)(long)arg;
  atomic_fetch_add_explicit(&done[me], 1, memory_order_relaxed);
  atomic_fetch_add_explicit(&total, me + 1, memory_order_relaxed);
  return 0;
}
int main(void) {
  pthread_t t[WORKERS];
  for (long i = 0; i < WORKERS; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < WORKERS; i++) pthread_join(t[i], 0);
  int sum = 0;
  for (int i = 0; i < WORKERS; i++) sum += atomic_load_explicit(&done[i], memory_order_relaxed);
  assert(sum == WORKERS);
  assert(atomic_load_explicit(&total, memory_order_relaxed) == WORKERS * (WORKERS + 1) / 2);
  return 0;
}
