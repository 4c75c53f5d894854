// expect: assertion
// `int x = nondet(); g = x; assume(x < 3)`: the draw reaches memory before its assumption,
// which reads the local (a stored value is never "unused" again: every value the assumption
// keeps is explored). The thread computes with g (not only comparisons with constants, which
// trust19's walk already followed), and the bug needs x == 2.
#include <assert.h>
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
static int g, twice;

static void *work(void *arg) {
  (void)arg;
  twice = g * 2;
  return 0;
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  g = x;
  __VERIFIER_assume(x >= 0 && x < 3);
  pthread_t t;
  pthread_create(&t, 0, work, 0);
  pthread_join(t, 0);
  assert(twice != 4);
  return 0;
}
