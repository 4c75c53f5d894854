// expect: none
// complete: no
// The drawn value is stored into a global that main adds to (an arithmetic use, not only a
// comparison with constants): the walk cannot tell which values behave alike, so the
// unsigned type's bounded set is explored and the verdict stays incomplete
// (nondet-values-bounded), never "complete" (trust19 keeps the gap).
#include <assert.h>
#include <pthread.h>
extern unsigned int __VERIFIER_nondet_uint(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
unsigned int credit;
void *worker(void *arg) {
  unsigned int n = __VERIFIER_nondet_uint();
  pthread_mutex_lock(&m);
  credit = n;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  unsigned int doubled = credit + credit;
  assert(doubled != 1u);  // never holds for an even sum: correct
  return 0;
}
