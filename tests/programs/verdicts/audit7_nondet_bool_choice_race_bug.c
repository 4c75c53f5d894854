// expect: data-race
// Nondet harness whose bug does not need the nondet value: a thread picks a path with
// __VERIFIER_nondet_bool(); both paths write the shared variable without a lock. braid
// explores both values of each thread's bool, so the verdict is complete.
#include <pthread.h>
#include <stdbool.h>
extern bool __VERIFIER_nondet_bool(void);
int shared;
void *worker(void *arg) {
  if (__VERIFIER_nondet_bool()) shared = 1;
  else shared = 2;
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
