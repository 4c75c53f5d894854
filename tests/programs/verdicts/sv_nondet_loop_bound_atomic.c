// expect: none
// complete: no
// A nondet loop bound (kept within 1..3) drives how often each thread adds under
// __VERIFIER_atomic_ functions; the final check holds for every bound.
#include <pthread.h>
#include <assert.h>
extern unsigned int __VERIFIER_nondet_uint(void);
unsigned bound;
int total;
void __VERIFIER_atomic_add(int v) { total += v; }
void *worker(void *arg) {
  for (unsigned i = 0; i < bound; i++) __VERIFIER_atomic_add(1);
  return 0;
}
int main(void) {
  bound = __VERIFIER_nondet_uint() % 3 + 1;
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0); pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  assert(total == 2 * (int)bound);
  return 0;
}
