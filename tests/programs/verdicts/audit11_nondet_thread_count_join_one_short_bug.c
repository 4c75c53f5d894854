// expect: assertion
// algos: sdpor,pop,dc,qpor
// classes: 14
// rf-classes: 14
// The nondet-count twin whose join loop stops one short: main reads the count (in an atomic
// function, so no race) while the last worker may not have run yet.
#include <pthread.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
extern void reach_error(void);
void assume_abort_if_not(int cond) { if (!cond) abort(); }
int count = 0;
void __VERIFIER_atomic_inc(void) { count = count + 1; }
int __VERIFIER_atomic_get(void) { return count; }
void *worker(void *arg) { __VERIFIER_atomic_inc(); return arg; }
int main(void) {
  int n = __VERIFIER_nondet_int();
  assume_abort_if_not(n >= 1 && n <= 3);
  pthread_t *t = malloc(sizeof(pthread_t) * (size_t)n);
  if (!t) return 0;
  for (int i = 0; i < n; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < n - 1; i++) pthread_join(t[i], 0);
  if (__VERIFIER_atomic_get() != n) reach_error();
  return 0;
}
