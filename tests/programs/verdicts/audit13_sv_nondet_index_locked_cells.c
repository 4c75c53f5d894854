// expect: none
// algos: dfs,sdpor,pop,dc,qpor
// classes: 8
// rf-classes: 8
// Each thread picks a cell with a nondet index (assumed in range) and increments it under a
// mutex; the total is checked after the joins.
#include <pthread.h>
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
extern void __VERIFIER_assume(int);
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int cell[2];
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0 && i < 2);
  pthread_mutex_lock(&m);
  cell[i]++;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  if (cell[0] + cell[1] != 2) reach_error();
  return 0;
}
