// expect: none
// complete: no
// classes: 8
// rf-classes: 8
// A range braid cannot learn: the assumption tests n % 3 (a remainder, which the range walk
// does not reason about), so int keeps its bounded set {-2..3, INT_MIN, INT_MAX} and the
// verdict says so (nondet-values-bounded): no completeness is claimed.
#include <assert.h>
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  counter++;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n % 3 == 1 && n < 5);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  assert(counter == 1);
  return 0;
}
