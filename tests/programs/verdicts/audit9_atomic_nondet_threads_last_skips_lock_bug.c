// expect: assertion, data-race
// (Complete since branch trust24, whatever the text below says: the draw is stored into a global
// before its assumption, and main is alone then, so the range is learnt through memory:
// docs/runtime.md, "trust24".)
// The same nondet-sized harness, but the last worker thinks it runs alone and skips the lock:
// a data race on the counter and a lost update when n >= 2.
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>
extern void __VERIFIER_assume(int);
extern int __VERIFIER_nondet_int(void);
static int lockword, sum, n;
static int __VERIFIER_atomic_cas(int *p, int expected, int desired) {
  if (*p != expected) return 0;
  *p = desired;
  return 1;
}
static void *worker(void *arg) {
  int id = (int)(long)arg;
  int alone = id == n;
  if (!alone) while (!__VERIFIER_atomic_cas(&lockword, 0, 1)) {}
  int s = sum;
  sum = s + id;
  if (!alone) lockword = 0;
  return NULL;
}
int main(void) {
  n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 1 && n <= 3);
  pthread_t *t = malloc(sizeof(pthread_t) * (size_t)n);
  if (!t) return 0;
  for (int i = 0; i < n; i++) pthread_create(&t[i], NULL, worker, (void *)(long)(i + 1));
  for (int i = 0; i < n; i++) pthread_join(t[i], NULL);
  assert(sum == n * (n + 1) / 2);
  free(t);
  return 0;
}
