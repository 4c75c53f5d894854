// expect: assertion
// A nondet call made only when an earlier one returned 1, in a thread created second:
// the second slot is reached only under the assignment that sets the first, so the outer
// loop must discover slots as it goes (the bug needs both values 1).
#include <assert.h>
#include <pthread.h>
#include <stdbool.h>
extern bool __VERIFIER_nondet_bool(void);
int hits;
void *idle(void *arg) { return arg; }
void *worker(void *arg) {
  if (__VERIFIER_nondet_bool()) {
    if (__VERIFIER_nondet_bool()) __atomic_fetch_add(&hits, 1, __ATOMIC_SEQ_CST);
  }
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, idle, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(hits == 0);
  return 0;
}
