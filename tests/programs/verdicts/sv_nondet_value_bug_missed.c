// expect: none
// complete: no
// The bug needs the nondet value 5, which is not in braid's bounded set for int
// ({-2..3, INT_MIN, INT_MAX}), so it finds nothing and must NOT say complete.
#include <pthread.h>
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
int x;
void *worker(void *arg) { x = *(int *)arg; return 0; }
int main() {
  int v = __VERIFIER_nondet_int();
  pthread_t t;
  pthread_create(&t, 0, worker, &v);
  pthread_join(t, 0);
  if (x == 5) reach_error();
  return 0;
}
