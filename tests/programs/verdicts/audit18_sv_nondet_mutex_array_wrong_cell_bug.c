// expect: data-race, abort
// algos: sdpor,pop,qpor,dc
// classes: 36
// rf-classes: 36
// (DFS: 36 / 36 classes in 2216 executions)
// SV-COMP style: an array of mutexes, each guarding one cell; each thread picks the mutex with
// one __VERIFIER_nondet_int and the cell with another (a copy-paste slip: it should be the same
// index), so two threads can update one cell under different mutexes: a data race, and a lost
// update that reach_error reports.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error() { abort(); }
#include <pthread.h>
#define CELLS 2
pthread_mutex_t locks[CELLS];
int cells[CELLS];

void *thread(void *arg) {
  (void)arg;
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0 && i < CELLS);
  int j = __VERIFIER_nondet_int(); /* BUG: should be i */
  __VERIFIER_assume(j >= 0 && j < CELLS);
  pthread_mutex_lock(&locks[i]);
  cells[j] = cells[j] + 1;
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
  if (cells[0] + cells[1] != 2) reach_error();
  return 0;
}
