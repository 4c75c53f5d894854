// expect: none
// complete: no
// The same harness with the CAS retried until it succeeds: no increment is lost. The nondet
// choice is an int, explored over a bounded set, so the verdict says the values were not all
// covered.
#include <pthread.h>
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
static int counter;
void __VERIFIER_atomic_CAS(int *v, int e, int u, int *r) { if (*v == e) { *v = u; *r = 1; } else { *r = 0; } }
int __VERIFIER_atomic_load(int *v) { return *v; }
static void *inc(void *arg) {
  int step = __VERIFIER_nondet_int() ? 2 : 1;
  int ok = 0;
  while (!ok) {
    int old = __VERIFIER_atomic_load(&counter);
    __VERIFIER_atomic_CAS(&counter, old, old + step, &ok);
  }
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, inc, 0);
  pthread_create(&b, 0, inc, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  assert(counter >= 2);
  return 0;
}
