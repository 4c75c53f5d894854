// expect: assertion
// algos: pop,sdpor,dc,dfs
// The twin of audit23_ext_nondet_thread_array_atomic_section.c whose join loop stops one
// short (i + 1 < n): the last thread may not have added its share when main checks the
// sum, for every n >= 1 that lets it run late (n = 1: no join at all). Natively (gcc -O2,
// nondet from rand() % 4, the assumption an exit(0), the atomic section a mutex), 500 runs
// under taskset -c 0: the assertion failed in 199, exit 0 in 301 (n = 0 among them).
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
  for (unsigned i = 0; i + 1 < n; i++) pthread_join(ids[i], 0);  // wrong: the last is not joined
  __VERIFIER_atomic_begin();
  unsigned total = sum;
  __VERIFIER_atomic_end();
  assert(total == n * (n + 1) / 2);
  return 0;
}
