// expect: assertion
// complete: no
// classes: 9
// rf-classes: 9
// Only a lower bound is assumed (n > 0): the range 1..INT_MAX is too large to try value by
// value, so braid explores its boundary values and the values next to the constants n is
// compared with (99, 100, 101 here): the bug at n == 100 is found, and the verdict stays
// incomplete (nondet-values-bounded, the boundary values named).
#include <assert.h>
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
int flag, limit;
void *setter(void *arg) {
  flag = 1;
  return arg;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n > 0);
  int special = 0;
  if (n == 100) special = 1;
  limit = n;  // n has an effect from here: every value from 1 to INT_MAX is live
  pthread_t t;
  pthread_create(&t, 0, setter, 0);
  pthread_join(t, 0);
  assert(!(special && flag));
  return 0;
}
