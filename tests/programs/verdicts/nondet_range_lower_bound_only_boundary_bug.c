// expect: assertion
// classes: 3
// rf-classes: 3
// Only a lower bound is assumed (n > 0): the range 1..INT_MAX is too large to try value by
// value, so braid explores its boundary values and the values next to the constants n is
// compared with (99, 100, 101 here): the bug at n == 100 is found. Since trust19 the
// walk passes the store into `limit` (a global never read): n is not used after it, so one
// value stands for 1..99 and 101..INT_MAX and the verdict is complete (before: boundary
// values, incomplete, 9 classes).
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
  limit = n;  // never read: no value of n is told from another by it
  pthread_t t;
  pthread_create(&t, 0, setter, 0);
  pthread_join(t, 0);
  assert(!(special && flag));
  return 0;
}
