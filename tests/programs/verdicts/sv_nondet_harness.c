// expect: none
// A nondet harness: the number of workers comes from __VERIFIER_nondet_int (braid learns the
// range 0..2 from the assumption and explores each value: complete).
#include <pthread.h>
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter = 0;
void *worker(void *arg) { pthread_mutex_lock(&m); counter++; pthread_mutex_unlock(&m); return 0; }
int main() {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 2);
  pthread_t t[2];
  for (int i = 0; i < n; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < n; i++) pthread_join(t[i], 0);
  if (counter != n) reach_error();
  return 0;
}
