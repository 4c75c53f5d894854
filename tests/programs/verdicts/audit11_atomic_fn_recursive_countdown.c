// expect: none
// classes: 2
// rf-classes: 2
// A recursive __VERIFIER_atomic_* function: each level is an atomic block nested in its
// caller's, so the whole recursion is one atomic step. The other thread can never see the
// intermediate values of the countdown.
#include <pthread.h>
extern void reach_error(void);
int value = 3;
void __VERIFIER_atomic_drain(int n) {
  if (n == 0) return;
  value = value - 1;
  __VERIFIER_atomic_drain(n - 1);
  value = value + 1;
}
void __VERIFIER_atomic_observe(int *out) { *out = value; }
void *drainer(void *arg) { __VERIFIER_atomic_drain(3); return arg; }
void *observer(void *arg) {
  int seen;
  __VERIFIER_atomic_observe(&seen);
  if (seen != 3) reach_error();
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, drainer, 0);
  pthread_create(&b, 0, observer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
