// expect: none
// algos: sdpor,pop,qpor,dc
// (dfs left out: without reduction it does not finish within the time limit)
// pthread-atomic style: a lock built from a __VERIFIER_atomic_ compare-and-swap, a nondet
// number of workers (1..3, assumed), each adds its id to a counter under the lock. The range
// is learnt from the assume, so every value is explored and the verdict is complete.
#include <pthread.h>
#include <stdlib.h>
extern void __VERIFIER_assume(int);
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
static int lockword, sum;
static int __VERIFIER_atomic_cas(int *p, int expected, int desired) {
  if (*p != expected) return 0;
  *p = desired;
  return 1;
}
static void acquire(void) { while (!__VERIFIER_atomic_cas(&lockword, 0, 1)) {} }
static void __VERIFIER_atomic_release(void) { lockword = 0; }
static void *worker(void *arg) {
  acquire();
  sum += (int)(long)arg;
  __VERIFIER_atomic_release();
  return NULL;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 1 && n <= 3);
  pthread_t *t = malloc(sizeof(pthread_t) * (size_t)n);
  if (!t) return 0;
  for (int i = 0; i < n; i++) pthread_create(&t[i], NULL, worker, (void *)(long)(i + 1));
  for (int i = 0; i < n; i++) pthread_join(t[i], NULL);
  if (sum != n * (n + 1) / 2) reach_error();
  free(t);
  return 0;
}
