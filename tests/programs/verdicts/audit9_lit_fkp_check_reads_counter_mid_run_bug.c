// expect: assertion
// As above, but a checker asserts the counter is zero while the others may still run.
#include <pthread.h>
#include <assert.h>
extern void __VERIFIER_assume(int);
static int c;
static void __VERIFIER_atomic_inc(void) { c++; }
static void __VERIFIER_atomic_dec(void) { __VERIFIER_assume(c > 0); c--; }
static int __VERIFIER_atomic_get(void) { return c; }
static void *up(void *arg) { __VERIFIER_atomic_inc(); return arg; }
static void *down(void *arg) { __VERIFIER_atomic_dec(); return arg; }
static void *checker(void *arg) { assert(__VERIFIER_atomic_get() == 0); return arg; }
int main(void) {
  pthread_t u, d, k;
  pthread_create(&u, 0, up, 0);
  pthread_create(&d, 0, down, 0);
  pthread_create(&k, 0, checker, 0);
  pthread_join(u, 0);
  pthread_join(d, 0);
  pthread_join(k, 0);
  return 0;
}
