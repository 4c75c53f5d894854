// expect: none
// SV-COMP style: a lock built from __VERIFIER_assume inside an atomic function.
#include <pthread.h>
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, __LINE__, "reach_error"); }
extern void __VERIFIER_assume(int);
int m = 0, counter = 0;
void __VERIFIER_atomic_acquire() { __VERIFIER_assume(m == 0); m = 1; }
void __VERIFIER_atomic_release() { __VERIFIER_assume(m == 1); m = 0; }
void *worker(void *arg) {
  __VERIFIER_atomic_acquire();
  counter = counter + 1;
  __VERIFIER_atomic_release();
  return 0;
}
int main() {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0); pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0); pthread_join(t2, 0);
  if (counter != 2) reach_error();
  return 0;
}
