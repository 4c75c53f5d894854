// expect: assertion, data-race
// SV-COMP style assume-lock whose holder releases it before writing the counter back: two
// workers can read the same value (lost update, the final assertion fails) and the
// read-modify-write races.
#include <assert.h>
#include <pthread.h>
extern void __VERIFIER_assume(int);
int lock = 0;
int counter = 0;
void __VERIFIER_atomic_acquire(void) {
  __VERIFIER_assume(lock == 0);
  lock = 1;
}
void __VERIFIER_atomic_release(void) { lock = 0; }
void *worker(void *arg) {
  __VERIFIER_atomic_acquire();
  int t = counter;
  __VERIFIER_atomic_release();
  counter = t + 1;
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counter == 2);
  return 0;
}
