// expect: assertion
// The assertion fails only when the nondet bool is 1 (and the worker's store is seen):
// braid's outer loop over nondet values explores the value 1 too (docs/algorithms.md,
// "Nondet values"), so it finds the bug; bool has two values, both explored.
#include <assert.h>
#include <pthread.h>
#include <stdbool.h>
extern bool __VERIFIER_nondet_bool(void);
int flag;
void *worker(void *arg) {
  __atomic_store_n(&flag, 1, __ATOMIC_SEQ_CST);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  bool check = __VERIFIER_nondet_bool();
  if (check) assert(__atomic_load_n(&flag, __ATOMIC_SEQ_CST) == 0);
  pthread_join(t, 0);
  return 0;
}
