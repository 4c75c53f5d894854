// expect: assertion, data-race
// fib_bench without atomic steps: the read-modify-writes race, and lost updates reach other values.
#include <pthread.h>
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, __LINE__, "reach_error"); }
int i = 1, j = 1;
void *t1(void *arg) { i = i + j; return 0; }
void *t2(void *arg) { j = j + i; return 0; }
int main() {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0); pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  if (i == 2 && j == 2) reach_error();  /* both read the initial values */
  return 0;
}
