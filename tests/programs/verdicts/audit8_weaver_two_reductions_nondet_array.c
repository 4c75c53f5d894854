// expect: none
// complete: no
// time-limit: 4
// braid tries some of the nondet values, not all: the verdict says so (`nondet-inputs`).
// weaver style: an array of nondet values (assumed small), one thread sums it forwards, the
// other backwards, each inside an atomic section; main asserts both reductions agree.
#include <assert.h>
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
#define LEN 3
static int A[LEN];
static int sum_fwd, sum_bwd;
static void *forwards(void *arg) {
  for (int i = 0; i < LEN; i++) {
    __VERIFIER_atomic_begin();
    sum_fwd += A[i];
    __VERIFIER_atomic_end();
  }
  return arg;
}
static void *backwards(void *arg) {
  for (int i = LEN - 1; i >= 0; i--) {
    __VERIFIER_atomic_begin();
    sum_bwd += A[i];
    __VERIFIER_atomic_end();
  }
  return arg;
}
int main(void) {
  for (int i = 0; i < LEN; i++) {
    A[i] = __VERIFIER_nondet_int();
    __VERIFIER_assume(A[i] >= -4 && A[i] <= 4);
  }
  pthread_t a, b;
  pthread_create(&a, NULL, forwards, NULL);
  pthread_create(&b, NULL, backwards, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(sum_fwd == sum_bwd);
  return 0;
}
