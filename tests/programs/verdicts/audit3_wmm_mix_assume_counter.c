// expect: data-race
// classes: 18
// pthread-wmm "mix" style: plain shared variables, each thread bumps __unbuffered_cnt in an
// atomic section, main waits with __VERIFIER_assume(cnt == 2) instead of joining, then checks
// a final-state combination that SC forbids. The assertion holds under SC; the plain
// accesses race (that is what the suite measures under weak memory).
#include <pthread.h>
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "audit3_wmm_mix_assume_counter.c", 9, "reach_error"); }
extern void __VERIFIER_assume(int);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
int __unbuffered_cnt = 0;
int __unbuffered_p0_EAX = 0;
int __unbuffered_p1_EAX = 0;
int x = 0, y = 0;
void *P0(void *arg) {
  x = 1;
  __unbuffered_p0_EAX = y;
  __VERIFIER_atomic_begin();
  __unbuffered_cnt = __unbuffered_cnt + 1;
  __VERIFIER_atomic_end();
  return 0;
}
void *P1(void *arg) {
  y = 1;
  __unbuffered_p1_EAX = x;
  __VERIFIER_atomic_begin();
  __unbuffered_cnt = __unbuffered_cnt + 1;
  __VERIFIER_atomic_end();
  return 0;
}
int main() {
  pthread_t t0, t1;
  pthread_create(&t0, 0, P0, 0);
  pthread_create(&t1, 0, P1, 0);
  __VERIFIER_atomic_begin();
  int main_cond = __unbuffered_cnt == 2;
  __VERIFIER_atomic_end();
  __VERIFIER_assume(main_cond);
  __VERIFIER_atomic_begin();
  int weak = __unbuffered_p0_EAX == 0 && __unbuffered_p1_EAX == 0;
  __VERIFIER_atomic_end();
  if (weak) reach_error();
  return 0;
}
