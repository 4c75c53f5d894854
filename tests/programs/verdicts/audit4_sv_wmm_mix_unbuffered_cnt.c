// expect: data-race
// pthread-wmm style (mix/rfi family) under SC: plain globals, __unbuffered_cnt counted in
// atomic blocks, main waits with __VERIFIER_assume and checks an outcome that SC forbids. The
// assertion holds under SC; the plain accesses to x and y race.
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
void __VERIFIER_assume(int);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "mix.c", 8, "reach_error"); }
#include <pthread.h>
int __unbuffered_cnt = 0;
int __unbuffered_p0_EAX = 0, __unbuffered_p1_EAX = 0;
int x = 0, y = 0;
void *P0(void *arg) {
  x = 1;
  __unbuffered_p0_EAX = y;
  __VERIFIER_atomic_begin(); __unbuffered_cnt = __unbuffered_cnt + 1; __VERIFIER_atomic_end();
  return 0;
}
void *P1(void *arg) {
  y = 1;
  __unbuffered_p1_EAX = x;
  __VERIFIER_atomic_begin(); __unbuffered_cnt = __unbuffered_cnt + 1; __VERIFIER_atomic_end();
  return 0;
}
int main(void) {
  pthread_t t0, t1;
  pthread_create(&t0, 0, P0, 0);
  pthread_create(&t1, 0, P1, 0);
  __VERIFIER_atomic_begin(); int cnt = __unbuffered_cnt; __VERIFIER_atomic_end();
  __VERIFIER_assume(cnt == 2);
  __VERIFIER_atomic_begin();
  int bad = __unbuffered_p0_EAX == 0 && __unbuffered_p1_EAX == 0;
  __VERIFIER_atomic_end();
  if (bad) reach_error();
  return 0;
}
