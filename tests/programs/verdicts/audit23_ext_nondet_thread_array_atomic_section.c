// expect: none
// algos: pop,sdpor,dc,dfs
// pthread-ext style: the number of threads is __VERIFIER_nondet_uint() with
// __VERIFIER_assume(n >= 1 && n <= 3), their ids stored in an array; each adds its index + 1
// to a shared sum inside __VERIFIER_atomic_begin / end; after joining all of them main
// asserts sum == n(n+1)/2. Every n and every order gives the formula.
// Natively (gcc -O2, nondet from rand() % 4, the assumption an exit(0), the atomic section a
// mutex), 500 runs under taskset -c 0: exit 0 in 500.
#include <assert.h>
#include <pthread.h>
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
static unsigned sum;
static void *add(void *arg) {
  unsigned id = (unsigned)(unsigned long)arg;
  __VERIFIER_atomic_begin();
  unsigned seen = sum;
  sum = seen + id + 1;
  __VERIFIER_atomic_end();
  return 0;
}
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n >= 1 && n <= 3);
  pthread_t ids[3];
  for (unsigned i = 0; i < n; i++) pthread_create(&ids[i], 0, add, (void *)(unsigned long)i);
  for (unsigned i = 0; i < n; i++) pthread_join(ids[i], 0);
  assert(sum == n * (n + 1) / 2);
  return 0;
}
