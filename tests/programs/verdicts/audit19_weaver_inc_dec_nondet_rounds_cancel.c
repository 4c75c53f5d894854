// expect: none
// algos: sdpor,pop,dc
// (dfs left out: with the range learnt it would have to finish, and 29 classes of up to 3
// atomic increments against 3 decrements take it over 600,000 executions.)
// (Complete since branch trust24: the draw is stored into a global that the loops compare
// with variables, and the assumption reads the global back; main is alone then, so the range
// is learnt through memory (docs/runtime.md, "trust24"). Before: int's bounded set,
// nondet-values-bounded, incomplete.)
// weaver style: one thread increments a counter n times, the other decrements it n times,
// each step an atomic read-modify-write, n nondet in 0..3; the counter ends at 0 and never
// leaves [-n, n].
#include <assert.h>
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
static int counter, rounds;

static void *inc(void *arg) {
  (void)arg;
  for (int i = 0; i < rounds; i++) {
    int now = __atomic_add_fetch(&counter, 1, __ATOMIC_SEQ_CST);
    assert(now <= rounds);
  }
  return 0;
}
static void *dec(void *arg) {
  (void)arg;
  for (int i = 0; i < rounds; i++) {
    int now = __atomic_sub_fetch(&counter, 1, __ATOMIC_SEQ_CST);
    assert(now >= -rounds);
  }
  return 0;
}

int main(void) {
  rounds = __VERIFIER_nondet_int();
  __VERIFIER_assume(rounds >= 0 && rounds <= 3);
  pthread_t t1, t2;
  pthread_create(&t1, 0, inc, 0);
  pthread_create(&t2, 0, dec, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  assert(counter == 0);
  return 0;
}
