// expect: none
// SV-COMP style: increments inside __VERIFIER_atomic_* functions are never lost.
#include <pthread.h>
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, __LINE__, "reach_error"); }
int counter = 0;
void __VERIFIER_atomic_inc() { counter++; }
void *worker(void *arg) { __VERIFIER_atomic_inc(); return 0; }
int main() {
  pthread_t t1, t2, t3;
  pthread_create(&t1, 0, worker, 0); pthread_create(&t2, 0, worker, 0); pthread_create(&t3, 0, worker, 0);
  pthread_join(t1, 0); pthread_join(t2, 0); pthread_join(t3, 0);
  if (counter != 3) { ERROR: {reach_error(); abort();} }
  return 0;
}
