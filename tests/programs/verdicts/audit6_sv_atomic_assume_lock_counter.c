// expect: none
// classes: 18
// SV-COMP style: a lock built from __VERIFIER_atomic_acquire (assume the lock is free, take
// it) and a plain counter incremented by three threads under it; main joins and checks.
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
  counter = t + 1;
  __VERIFIER_atomic_release();
  return arg;
}
int main(void) {
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  assert(counter == 3);
  return 0;
}
