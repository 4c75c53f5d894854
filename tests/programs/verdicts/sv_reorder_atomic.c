// expect: none
// The reorder pattern with the set and the check each in a __VERIFIER_atomic_ function.
#include <pthread.h>
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, __LINE__, "reach_error"); }
int a = 0, b = 0;
void __VERIFIER_atomic_set() { a = 1; b = -1; }
void __VERIFIER_atomic_check() { if (!((a == 0 && b == 0) || (a == 1 && b == -1))) reach_error(); }
void *setter(void *arg) { __VERIFIER_atomic_set(); return 0; }
void *checker(void *arg) { __VERIFIER_atomic_check(); return 0; }
int main() {
  pthread_t s1, s2, c;
  pthread_create(&s1, 0, setter, 0); pthread_create(&s2, 0, setter, 0); pthread_create(&c, 0, checker, 0);
  pthread_join(s1, 0); pthread_join(s2, 0); pthread_join(c, 0);
  return 0;
}
