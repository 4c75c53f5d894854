// expect: none
// classes: 21
// rf-classes: 21
// Two nondet values ruled by one assumption (unsigned a <= 2, unsigned b in 1..3): the walk
// from the first call passes the second call (another input, no effect of the first value),
// so both ranges are learnt and the 3 x 3 combinations (plus the rejected defaults) are
// explored: complete. Two threads add a and b to a shared total under a lock.
#include <assert.h>
#include <pthread.h>
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
unsigned total, first, second;
void *add(void *arg) {
  pthread_mutex_lock(&m);
  total += arg ? second : first;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  unsigned a = __VERIFIER_nondet_uint();
  unsigned b = __VERIFIER_nondet_uint();
  __VERIFIER_assume(a <= 2 && b >= 1 && b <= 3);
  pthread_t x, y;
  first = a;
  second = b;
  pthread_create(&x, 0, add, 0);
  pthread_create(&y, 0, add, &y);
  pthread_join(x, 0);
  pthread_join(y, 0);
  assert(total >= 1 && total <= 5);
  return 0;
}
