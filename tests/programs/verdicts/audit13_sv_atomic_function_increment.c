// expect: none
// algos: dfs,sdpor,pop,dc,qpor
// classes: 6
// rf-classes: 6
// An increment made atomic the SV-COMP way, by a function whose name starts with
// __VERIFIER_atomic_; two threads call it twice each.
#include <pthread.h>
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
extern void __VERIFIER_assume(int);
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int counter;
void __VERIFIER_atomic_increment(void) { counter = counter + 1; }
void *worker(void *arg) { __VERIFIER_atomic_increment(); __VERIFIER_atomic_increment(); return arg; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  if (counter != 4) reach_error();
  return 0;
}
