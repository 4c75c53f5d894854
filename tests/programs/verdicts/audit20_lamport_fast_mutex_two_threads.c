// expect: none
// algos: pop,sdpor,dc
// Lamport's "fast mutual exclusion" algorithm (1987): with no contention a thread enters after
// two writes and two reads (x, then y); under contention it falls back to waiting on the b[]
// flags. Every shared word is a sequentially consistent atomic, as the algorithm needs. Ids
// are 1 and 2 (0 means "free" in y). Mutual exclusion holds: the plain counter reaches 2.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#define THREADS 2
#define ROUNDS 1
static atomic_int x, y;
static atomic_int b[THREADS + 1];
static int counter;
static void fast_lock(int me) {
  for (;;) {
    atomic_store(&b[me], 1);
    atomic_store(&x, me);
    if (atomic_load(&y) != 0) {
      atomic_store(&b[me], 0);
      while (atomic_load(&y) != 0) {
      }
      continue;
    }
    atomic_store(&y, me);
    if (atomic_load(&x) != me) {
      atomic_store(&b[me], 0);
      for (int j = 1; j <= THREADS; ++j)
        while (atomic_load(&b[j])) {
        }
      if (atomic_load(&y) != me) {
        while (atomic_load(&y) != 0) {
        }
        continue;
      }
    }
    return;
  }
}
static void fast_unlock(int me) {
  atomic_store(&y, 0);
  atomic_store(&b[me], 0);
}
static void *worker(void *arg) {
  int me = (int)(intptr_t)arg;
  for (int r = 0; r < ROUNDS; ++r) {
    fast_lock(me);
    counter = counter + 1;
    fast_unlock(me);
  }
  return NULL;
}
int main(void) {
  pthread_t t[THREADS];
  for (int i = 0; i < THREADS; ++i) pthread_create(&t[i], NULL, worker, (void *)(intptr_t)(i + 1));
  for (int i = 0; i < THREADS; ++i) pthread_join(t[i], NULL);
  assert(counter == THREADS * ROUNDS);
  return 0;
}
