// expect: abort, data-race
// classes: 6
// rf-classes: 6
// A size_t index from __VERIFIER_nondet_size_t, limited by __VERIFIER_assume to the first
// five cells (an off-by-one: <= 4): the worker writes cell[4] unlocked when i == 4, the cell
// main writes at the same time: a data race for the one value i == 4.
typedef unsigned long size_t;
extern size_t __VERIFIER_nondet_size_t(void);
extern void __VERIFIER_assume(int);
extern int pthread_create(unsigned long *, const void *, void *(*)(void *), void *);
extern int pthread_join(unsigned long, void **);
extern void abort(void);
void reach_error() { abort(); }
int cell[5];
size_t idx;
void *worker(void *arg) {
  cell[idx] = 1;
  return 0;
}
int main(void) {
  unsigned long t;
  size_t i = __VERIFIER_nondet_size_t();
  __VERIFIER_assume(i <= 4);
  idx = i;
  pthread_create(&t, 0, worker, 0);
  cell[4] = 2;
  pthread_join(t, 0);
  if (cell[idx] != 1 || cell[4] != 2) reach_error();
  return 0;
}
