// expect: data-race, assertion
// The barrier of audit20_sense_reversing_barrier_two_phases.c without the sense reversal (the
// local sense is always set to 1): the first phase works, but at the second barrier the shared
// sense is already 1, so a waiter passes at once. A thread then clears its slot while a slower
// neighbour still reads it in phase 1's window: a data race, and the read can see 0.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#define THREADS 3
static atomic_int arrived;
static atomic_int shared_sense;
static int slot[THREADS];
static int seen[THREADS];
static void barrier_wait(int *local_sense) {
  *local_sense = 1;
  if (atomic_fetch_add_explicit(&arrived, 1, memory_order_acq_rel) == THREADS - 1) {
    atomic_store_explicit(&arrived, 0, memory_order_relaxed);
    atomic_store_explicit(&shared_sense, *local_sense, memory_order_release);
  } else {
    while (atomic_load_explicit(&shared_sense, memory_order_acquire) != *local_sense) {
    }
  }
}
static void *worker(void *arg) {
  int me = (int)(intptr_t)arg;
  int local_sense = 0;
  slot[me] = me + 10;
  barrier_wait(&local_sense);
  seen[me] = slot[(me + 1) % THREADS];
  barrier_wait(&local_sense);
  slot[me] = 0;
  return NULL;
}
int main(void) {
  pthread_t t[THREADS];
  for (int i = 0; i < THREADS; ++i) pthread_create(&t[i], NULL, worker, (void *)(intptr_t)i);
  for (int i = 0; i < THREADS; ++i) pthread_join(t[i], NULL);
  for (int i = 0; i < THREADS; ++i) assert(seen[i] == (i + 1) % THREADS + 10);
  return 0;
}
