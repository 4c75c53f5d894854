// expect: assertion, data-race
// algos: dfs,sdpor,pop,dc,qpor
// classes: 10
// rf-classes: 10
// The nondet-index cells without the mutex: when both threads pick the same cell their
// increments race and one can be lost.
#include <pthread.h>
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
extern void __VERIFIER_assume(int);
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int cell[2];
void *worker(void *arg) {
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0 && i < 2);
  cell[i]++;
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  if (cell[0] + cell[1] != 2) reach_error();
  return 0;
}
