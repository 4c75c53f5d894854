// expect: data-race
// complete: no
// (nondet-values-bounded: the draw is stored into a global and assumed through it after a
// thread was started, which reads the global unlocked (the race) and may see a value the
// assumption rejects: the range learnt through memory holds only while main is alone
// (docs/runtime.md, "trust24"), so int's bounded set is explored and the verdict says so.)
#include <assert.h>
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
static int g;
static _Atomic int seen;

static void *watch(void *arg) {
  (void)arg;
  seen = g;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, watch, 0);
  g = __VERIFIER_nondet_int();
  __VERIFIER_assume(g >= 0 && g < 3);
  pthread_join(t, 0);
  assert(seen == 0 || seen == g);
  return 0;
}
