// expect: none
// SV-COMP 2020+ harness: reach_error() + abort() behind __VERIFIER_assert, two workers
// adding under a mutex, main checks the sum after joining.
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "audit3_sv_verifier_assert_mutex.c", 6, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
#include <pthread.h>
pthread_mutex_t m;
int sum = 0;
void *adder(void *arg) {
  int k = *(int *)arg;
  pthread_mutex_lock(&m);
  sum += k;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t t1, t2;
  int a = 3, b = 4;
  pthread_mutex_init(&m, 0);
  pthread_create(&t1, 0, adder, &a);
  pthread_create(&t2, 0, adder, &b);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  __VERIFIER_assert(sum == 7);
  pthread_mutex_destroy(&m);
  return 0;
}
