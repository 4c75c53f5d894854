// expect: none
// algos: sdpor,pop,dc,qpor
// classes: 10
// rf-classes: 10
// pthread-nondet style: the thread count is a nondet bounded by assume_abort_if_not, the
// handles live in a malloc'd array, every worker bumps a counter in an atomic function and
// main checks the count after joining them all.
#include <pthread.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
extern void reach_error(void);
void assume_abort_if_not(int cond) { if (!cond) abort(); }
int count = 0;
void __VERIFIER_atomic_inc(void) { count = count + 1; }
void *worker(void *arg) { __VERIFIER_atomic_inc(); return arg; }
int main(void) {
  int n = __VERIFIER_nondet_int();
  assume_abort_if_not(n >= 1 && n <= 3);
  pthread_t *t = malloc(sizeof(pthread_t) * (size_t)n);
  if (!t) return 0;
  for (int i = 0; i < n; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < n; i++) pthread_join(t[i], 0);
  if (count != n) reach_error();
  free(t);
  return 0;
}
