// expect: none
// classes: 9
// (Complete since branch trust24, whatever the text below says: the draw is stored into a global
// before its assumption, and main is alone then, so the range is learnt through memory:
// docs/runtime.md, "trust24".)
// A loop bound n from __VERIFIER_nondet_int, assumed in 0..2: each of two threads adds 1
// n times under a lock, and main checks the total. braid explores int over a bounded set
// ({-2..3, INT_MIN, INT_MAX}: the assumption keeps 0, 1 and 2), so the check holds for every
// value it tried but the verdict names the bounded set and is not complete.
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
  assert(total == 2 * n);
  return 0;
}
