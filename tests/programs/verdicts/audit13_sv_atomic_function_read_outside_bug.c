// expect: assertion, data-race
// algos: dfs,sdpor,pop,dc,qpor
// classes: 4
// rf-classes: 4
// The increment split in two: the read is a plain statement and only the write is in a
// __VERIFIER_atomic_ function, so the two threads' updates can interleave.
#include <pthread.h>
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
extern void __VERIFIER_assume(int);
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int counter;
void __VERIFIER_atomic_store(int v) { counter = v; }
void *worker(void *arg) { int v = counter; __VERIFIER_atomic_store(v + 1); return arg; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  if (counter != 2) reach_error();
  return 0;
}
