// expect: none
// (Complete since branch trust24, whatever the text below says: the draw is stored into a global
// before its assumption, and main is alone then, so the range is learnt through memory:
// docs/runtime.md, "trust24".)
// algos: sdpor,pop,dc
// (dfs left out: without reduction it does not finish within the time limit)
// (qpor left out: it refuses the atomics or primitives used here)
// A VLA of thread ids sized by a nondet value (2..3) and a barrier initialised with that
// count; each thread writes its slot before the barrier and reads its neighbour's after it.
#include <pthread.h>
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
static pthread_barrier_t bar;
static int n, slots[3];
static void *worker(void *arg) {
  int id = (int)(long)arg;
  slots[id] = id + 1;
  pthread_barrier_wait(&bar);
  assert(slots[(id + 1) % n] == (id + 1) % n + 1);
  return NULL;
}
int main(void) {
  n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 2 && n <= 3);
  pthread_t t[n];
  pthread_barrier_init(&bar, NULL, (unsigned)n);
  for (int i = 0; i < n; i++) pthread_create(&t[i], NULL, worker, (void *)(long)i);
  for (int i = 0; i < n; i++) pthread_join(t[i], NULL);
  pthread_barrier_destroy(&bar);
  return 0;
}
