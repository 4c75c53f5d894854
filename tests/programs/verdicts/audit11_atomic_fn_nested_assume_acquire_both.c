// expect: none
// classes: 7
// rf-classes: 7
// pthread-atomic style locks built from assume: `__VERIFIER_atomic_acquire(&m)` waits until
// m is 0 and takes it. A thread takes both locks at once through an atomic function that
// calls the acquire function twice (nested atomic blocks, one block); the other takes them
// one after the other in the same order. Mutual exclusion holds; nothing deadlocks.
#include <pthread.h>
extern void __VERIFIER_assume(int);
extern void reach_error(void);
int m1 = 0, m2 = 0, inside = 0;
void __VERIFIER_atomic_acquire(int *m) { __VERIFIER_assume(*m == 0); *m = 1; }
void __VERIFIER_atomic_release(int *m) { __VERIFIER_assume(*m == 1); *m = 0; }
void __VERIFIER_atomic_acquire_both(void) { __VERIFIER_atomic_acquire(&m1); __VERIFIER_atomic_acquire(&m2); }
void *both(void *arg) {
  __VERIFIER_atomic_acquire_both();
  inside++;
  if (inside != 1) reach_error();
  inside--;
  __VERIFIER_atomic_release(&m2);
  __VERIFIER_atomic_release(&m1);
  return arg;
}
void *one_by_one(void *arg) {
  __VERIFIER_atomic_acquire(&m1);
  __VERIFIER_atomic_acquire(&m2);
  inside++;
  if (inside != 1) reach_error();
  inside--;
  __VERIFIER_atomic_release(&m2);
  __VERIFIER_atomic_release(&m1);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, both, 0);
  pthread_create(&b, 0, one_by_one, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
