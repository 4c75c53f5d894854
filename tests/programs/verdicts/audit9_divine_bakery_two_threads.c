// expect: none
// algos: sdpor,pop,dc
// (dfs left out: without reduction it does not finish within the time limit)
// (qpor left out: it refuses the atomics or primitives used here)
// pthread-divine style Lamport bakery for two threads with plain (SC) shared variables made
// atomic (so the protocol's intended races are not reported); the critical section counts.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
static atomic_int choosing[2], number[2];
static int in_cs;
static void lock(int i) {
  int j = 1 - i;
  atomic_store(&choosing[i], 1);
  int nj = atomic_load(&number[j]);
  atomic_store(&number[i], 1 + nj);
  atomic_store(&choosing[i], 0);
  while (atomic_load(&choosing[j])) {}
  for (;;) {
    int n = atomic_load(&number[j]);
    if (n == 0 || n > atomic_load(&number[i]) || (n == atomic_load(&number[i]) && j > i)) break;
  }
}
static void unlock(int i) { atomic_store(&number[i], 0); }
static void *t(void *arg) {
  int i = (int)(long)arg;
  lock(i);
  in_cs++;
  assert(in_cs == 1);
  in_cs--;
  unlock(i);
  return NULL;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, t, (void *)0L);
  pthread_create(&b, NULL, t, (void *)1L);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
