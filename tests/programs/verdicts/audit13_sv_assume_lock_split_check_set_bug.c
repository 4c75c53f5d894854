// expect: assertion
// algos: dfs,sdpor,pop,dc,qpor
// classes: 218
// rf-classes: 218
// The assume-based spinlock with its test and its set in two atomic sections: both threads
// can pass the test before either sets the lock, and both are inside at once.
#include <pthread.h>
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
extern void __VERIFIER_assume(int);
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int lock = 0, inside = 0;
void acquire(void) {
  __VERIFIER_atomic_begin(); __VERIFIER_assume(lock == 0); __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin(); lock = 1; __VERIFIER_atomic_end();
}
void release(void) { __VERIFIER_atomic_begin(); lock = 0; __VERIFIER_atomic_end(); }
void *worker(void *arg) {
  acquire();
  __VERIFIER_atomic_begin(); inside++; __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin(); if (inside != 1) reach_error(); __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin(); inside--; __VERIFIER_atomic_end();
  release();
  return arg;
}
int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  return 0;
}
