// expect: none
// algos: sdpor,pop,dc
// (not dfs: without reduction it does not finish within the time limit; not qpor, which does
// not model atomic operations or the synchronisation primitives used here)
// pthread-ext 40_barrier style: a one-shot barrier from an atomic arrival counter and an
// assume that waits for all arrivals; work written before the barrier is read after it.
#include <assert.h>
#include <pthread.h>
extern void __VERIFIER_assume(int);
#define N 3
static int arrived, part[N];
static void __VERIFIER_atomic_arrive(void) { arrived++; }
static void __VERIFIER_atomic_await_all(void) { __VERIFIER_assume(arrived == N); }
static void *worker(void *arg) {
  long id = (long)arg;
  part[id] = (int)id + 1;
  __VERIFIER_atomic_arrive();
  __VERIFIER_atomic_await_all();
  assert(part[(id + 1) % N] == (int)((id + 1) % N) + 1);
  return NULL;
}
int main(void) {
  pthread_t t[N];
  for (long i = 0; i < N; i++) pthread_create(&t[i], NULL, worker, (void *)i);
  for (int i = 0; i < N; i++) pthread_join(t[i], NULL);
  return 0;
}
