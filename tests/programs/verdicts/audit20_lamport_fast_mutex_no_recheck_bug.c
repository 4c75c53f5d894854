// expect: data-race, assertion
// algos: pop,sdpor,dc
// Lamport's fast mutual exclusion (audit20_lamport_fast_mutex_two_threads.c) without the slow
// path's final check "y still names me": after waiting for the b[] flags a thread enters even
// when the other thread's write of y came last. Both can then be in the critical section: the
// increments race and one can be lost. The window needs a second round: the thread that saw
// the b[] flags clear enters while the other re-enters by the fast path (ROUNDS 2).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#define THREADS 2
#define ROUNDS 2
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
