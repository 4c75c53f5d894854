// expect: none
// algos: sdpor,pop,dc,qpor
// A loop bound from __VERIFIER_nondet_uint bounded by __VERIFIER_assume (pthread-ext style).
// The value is stored to a global before the assume; since branch trust24 the assume narrows
// it all the same (main, before any thread starts: instrument/nondet_ranges.cpp), so braid
// explores the bounds 0..3, every value the assumption lets through, and the verdict is
// complete (before trust24: incomplete, nondet-values-bounded, as unsigned int has more values).
// dfs does not finish within the corpus's time limit (every interleaving of 2 x 3 increments).
#include <pthread.h>
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "audit3_nondet_loop_bound_assume.c", 7, "reach_error"); }
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
unsigned int n, count;
void *worker(void *arg) {
  for (unsigned int i = 0; i < n; i++) {
    __VERIFIER_atomic_begin();
    count++;
    __VERIFIER_atomic_end();
  }
  return 0;
}
int main(void) {
  n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n <= 3);
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  if (count != 2 * n) reach_error();
  return 0;
}
