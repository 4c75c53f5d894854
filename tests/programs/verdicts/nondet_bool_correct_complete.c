// expect: none
// classes: 16
// A correct program whose threads each read a nondet bool to choose which of two locked
// updates to make, and a third choice in main after the joins: every value of every nondet
// call is explored with every schedule, so the verdict is complete (before braid explored
// nondet values, it could only say "nondet values not explored").
#include <assert.h>
#include <pthread.h>
#include <stdbool.h>
extern bool __VERIFIER_nondet_bool(void);
int a, b;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  bool left = __VERIFIER_nondet_bool();
  pthread_mutex_lock(&m);
  if (left) a++;
  else b++;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  if (__VERIFIER_nondet_bool()) assert(a + b == 2);
  else assert(a <= 2 && b <= 2);
  return 0;
}
