// expect: data-race
// classes: 18
// rf-classes: 16
// A nondet batch size ruled to 0..5 by nested ifs around __VERIFIER_assume(0). Two workers
// each take the batch; a batch of 5 does not fit the 4 locked slots and spills into a
// shared word without the lock: the race needs n = 5, the range's upper edge, which the old bounded
// set {-2..3, INT_MIN, INT_MAX} never tried. Learnt range {0..5}: found, and complete.
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int used, spill, batch;
void *worker(void *arg) {
  if (batch > 4) spill++;  // the fifth item has no locked slot: the spill word, unlocked
  pthread_mutex_lock(&m);
  used += batch < 4 ? batch : 4;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n >= 0) {
    if (n > 5) __VERIFIER_assume(0);
  } else {
    __VERIFIER_assume(0);
  }
  batch = n;
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
