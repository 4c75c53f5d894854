// expect: none
// classes: 2
// rf-classes: 2
// SV-COMP harness style without <assert.h>: __assert_fail declared by hand and called from a
// reach_error(); the race-free counter under an __VERIFIER_atomic_ block never reaches it.
#include <pthread.h>
#include <stdlib.h>
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "audit9.c", 3, "reach_error"); }
static int x;
static void __VERIFIER_atomic_inc(void) { x = x + 1; }
static void *t(void *arg) {
  __VERIFIER_atomic_inc();
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t, 0);
  pthread_create(&b, 0, t, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  if (x != 2) { ERROR: { reach_error(); abort(); } }
  return 0;
}
