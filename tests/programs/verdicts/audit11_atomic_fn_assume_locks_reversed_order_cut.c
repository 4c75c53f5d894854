// expect: none
// classes: 12
// rf-classes: 12
// The assume-lock twin with two one-by-one lockers in opposite orders: the first can hold
// m1 while the second holds m2, and each then "waits" on an assume that never holds. In
// SV-COMP's semantics (and braid's, docs/runtime.md) a failed __VERIFIER_assume cuts the
// path: such executions end as blocked, counted apart, neither a bug nor a deadlock (the
// program has no reachable error). Both threads' atomic acquires nest nothing here; what
// is checked is that the cut executions stay cut, not reported.
#include <pthread.h>
extern void __VERIFIER_assume(int);
int m1 = 0, m2 = 0, inside = 0;
void __VERIFIER_atomic_acquire(int *m) { __VERIFIER_assume(*m == 0); *m = 1; }
void __VERIFIER_atomic_release(int *m) { __VERIFIER_assume(*m == 1); *m = 0; }
void *forward(void *arg) {
  __VERIFIER_atomic_acquire(&m1);
  __VERIFIER_atomic_acquire(&m2);
  inside++;
  __VERIFIER_atomic_release(&m2);
  __VERIFIER_atomic_release(&m1);
  return arg;
}
void *backward(void *arg) {
  __VERIFIER_atomic_acquire(&m2);
  __VERIFIER_atomic_acquire(&m1);
  inside++;
  __VERIFIER_atomic_release(&m1);
  __VERIFIER_atomic_release(&m2);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, forward, 0);
  pthread_create(&b, 0, backward, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
