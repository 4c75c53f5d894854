// expect: assertion
// (Complete since branch trust24, whatever the text below says: the draw is stored into a global
// before its assumption, and main is alone then, so the range is learnt through memory:
// docs/runtime.md, "trust24".)
// assume_abort_if_not harness (SV-COMP 2020+ style) with a nondet bound on the increments;
// the read and the write of the counter are two separate atomic blocks, so updates get lost.
#include <pthread.h>
#include <stdlib.h>
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "inc.c", 4, "reach_error"); }
void assume_abort_if_not(int cond) { if (!cond) abort(); }
static unsigned value, rounds;
static unsigned __VERIFIER_atomic_read(void) { return value; }
static void __VERIFIER_atomic_write(unsigned v) { value = v; }
static void *inc(void *arg) {
  for (unsigned i = 0; i < rounds; i++) {
    unsigned v = __VERIFIER_atomic_read();
    __VERIFIER_atomic_write(v + 1);
  }
  return arg;
}
int main(void) {
  rounds = __VERIFIER_nondet_uint();
  assume_abort_if_not(rounds >= 1 && rounds <= 2);
  pthread_t a, b;
  pthread_create(&a, 0, inc, 0);
  pthread_create(&b, 0, inc, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  if (value != 2 * rounds) reach_error();
  return 0;
}
