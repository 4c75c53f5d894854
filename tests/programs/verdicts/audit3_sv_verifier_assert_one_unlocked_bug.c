// expect: assertion, data-race
// SV-COMP 2020+ harness: one of two workers forgets the mutex, so an update can be lost.
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "audit3_sv_verifier_assert_one_unlocked_bug.c", 5, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int sum = 0;
void *locked_adder(void *arg) {
  pthread_mutex_lock(&m);
  sum += 1;
  pthread_mutex_unlock(&m);
  return 0;
}
void *bare_adder(void *arg) {
  int tmp = sum;
  sum = tmp + 1;
  return 0;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, locked_adder, 0);
  pthread_create(&t2, 0, bare_adder, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  __VERIFIER_assert(sum == 2);
  return 0;
}
