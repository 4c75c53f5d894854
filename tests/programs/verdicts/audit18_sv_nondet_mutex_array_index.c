// expect: none
// algos: sdpor,pop,qpor,dc
// classes: 12
// rf-classes: 12
// (DFS: 12 / 12 classes in 1584 executions)
// SV-COMP style: an array of mutexes, each guarding one cell; two threads each pick a cell
// with __VERIFIER_nondet_int (assumed in range) and increment it under that cell's mutex.
// main checks the cells add up.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error() { abort(); }
#include <pthread.h>
#define CELLS 3
pthread_mutex_t locks[CELLS];
int cells[CELLS];

void *thread(void *arg) {
  (void)arg;
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0 && i < CELLS);
  pthread_mutex_lock(&locks[i]);
  cells[i] = cells[i] + 1;
  pthread_mutex_unlock(&locks[i]);
  return 0;
}

int main(void) {
  for (int i = 0; i < CELLS; i++) pthread_mutex_init(&locks[i], 0);
  pthread_t t1, t2;
  pthread_create(&t1, 0, thread, 0);
  pthread_create(&t2, 0, thread, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  if (cells[0] + cells[1] + cells[2] != 2) reach_error();
  return 0;
}
