// expect: assertion
// (Complete since branch trust24, whatever the text below says: the draw is stored into a global
// before its assumption, and main is alone then, so the range is learnt through memory:
// docs/runtime.md, "trust24".)
// As nondet_int_assume_loop_bound.c, but the check is wrong for n == 2 only: the value 2
// is in braid's bounded set for int, so the outer loop reaches it and finds the bug.
#include <assert.h>
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
int total, n;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  for (int i = 0; i < n; i++) {
    pthread_mutex_lock(&m);
    total++;
    pthread_mutex_unlock(&m);
  }
  return arg;
}
int main(void) {
  n = __VERIFIER_nondet_int();
  __VERIFIER_assume(0 <= n && n < 3);
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(total < 4);
  return 0;
}
