// expect: assertion, data-race
// complete: no
// A schedule bug found whatever the nondet input: exit 1, yet inputs were still not all explored.
#include <pthread.h>
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
int x;
void *worker(void *arg) { x = x + 1; return 0; }
int main() {
  int k = __VERIFIER_nondet_int();
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0); pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0); pthread_join(t2, 0);
  if (x != 2 + k * 0) reach_error();
  return 0;
}
