// expect: assertion, data-race
// SV-COMP style: one thread increments outside the atomic function: an update can be lost.
#include <pthread.h>
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, __LINE__, "reach_error"); }
int counter = 0;
void __VERIFIER_atomic_inc() { counter++; }
void *good(void *arg) { __VERIFIER_atomic_inc(); return 0; }
void *bad(void *arg) { counter++; return 0; }
int main() {
  pthread_t t1, t2;
  pthread_create(&t1, 0, good, 0); pthread_create(&t2, 0, bad, 0);
  pthread_join(t1, 0); pthread_join(t2, 0);
  if (counter != 2) { ERROR: {reach_error(); abort();} }
  return 0;
}
