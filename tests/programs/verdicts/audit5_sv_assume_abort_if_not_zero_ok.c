// expect: data-race, assertion
// assume_abort_if_not with a bound the inputs 0 and 1 satisfy: the path goes on and the lost
// update of the unlocked counter is found. The bound is learnt ({0, 1}: the other values
// stop at the assumption before anything else), so the verdict is complete.
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "nondet.c", 3, "reach_error"); }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
extern unsigned int __VERIFIER_nondet_uint(void);
#include <pthread.h>
unsigned counter;
void *inc(void *arg) { counter++; return arg; }
int main() {
  unsigned extra = __VERIFIER_nondet_uint();
  assume_abort_if_not(extra < 2);
  pthread_t a, b;
  pthread_create(&a, 0, inc, 0);
  pthread_create(&b, 0, inc, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  if (counter + extra != 2 + extra) reach_error();
  return 0;
}
