// expect: none
// SV-COMP fib_bench pattern (atomic steps): with 2 steps each, neither value exceeds fib(6) = 8.
#include <pthread.h>
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, __LINE__, "reach_error"); }
int i = 1, j = 1;
#define NUM 2
void __VERIFIER_atomic_add_i() { i = i + j; }
void __VERIFIER_atomic_add_j() { j = j + i; }
void *t1(void *arg) { for (int k = 0; k < NUM; k++) __VERIFIER_atomic_add_i(); return 0; }
void *t2(void *arg) { for (int k = 0; k < NUM; k++) __VERIFIER_atomic_add_j(); return 0; }
int main() {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0); pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  if (i > 8 || j > 8) reach_error();
  return 0;
}
