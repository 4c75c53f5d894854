// expect: assertion
// The same with thr2 giving the turn to itself (turn = 1): both can be in the critical section.
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "peterson.c", 6, "reach_error"); }
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
#include <pthread.h>
int flag1, flag2, turn, in_cs;
void *thr1(void *arg) {
  __VERIFIER_atomic_begin(); flag1 = 1; turn = 1; __VERIFIER_atomic_end();
  for (;;) {
    int f2, t;
    __VERIFIER_atomic_begin(); f2 = flag2; t = turn; __VERIFIER_atomic_end();
    if (!(f2 == 1 && t == 1)) break;
  }
  __VERIFIER_atomic_begin(); in_cs++; __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin(); if (in_cs != 1) { reach_error(); abort(); } in_cs--; __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin(); flag1 = 0; __VERIFIER_atomic_end();
  return arg;
}
void *thr2(void *arg) {
  __VERIFIER_atomic_begin(); flag2 = 1; turn = 1; __VERIFIER_atomic_end();
  for (;;) {
    int f1, t;
    __VERIFIER_atomic_begin(); f1 = flag1; t = turn; __VERIFIER_atomic_end();
    if (!(f1 == 1 && t == 0)) break;
  }
  __VERIFIER_atomic_begin(); in_cs++; __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin(); if (in_cs != 1) { reach_error(); abort(); } in_cs--; __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin(); flag2 = 0; __VERIFIER_atomic_end();
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, thr1, 0);
  pthread_create(&b, 0, thr2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
