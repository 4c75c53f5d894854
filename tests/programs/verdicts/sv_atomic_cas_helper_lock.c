// expect: none
// algos: sdpor,pop,dc,qpor
// (not dfs: without partial-order reduction it runs 86977 executions, 1.5 s of the 2 s budget
// on an idle machine, and overruns it under load)
// SV-COMP style: a spinlock from a __VERIFIER_atomic_CAS helper, retried until it succeeds.
#include <pthread.h>
#include <assert.h>
int lock = 0, counter = 0;
void __VERIFIER_atomic_CAS(int *v, int e, int u, int *r) {
  if (*v == e) { *v = u; *r = 1; } else { *r = 0; }
}
void __VERIFIER_atomic_release(void) { lock = 0; }
void *worker(void *arg) {
  int got;
  do { __VERIFIER_atomic_CAS(&lock, 0, 1, &got); } while (!got);
  counter = counter + 1;
  __VERIFIER_atomic_release();
  return 0;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0); pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0); pthread_join(t2, 0);
  assert(counter == 2);
  return 0;
}
