// expect: none
// time-limit: 8
// classes: 18
// rf-classes: 18
// Each worker draws its slot index, bounded by assume_abort_if_not to 0..2, and bumps that
// cell of a global array under the lock; main checks the total. The range is learnt (the
// assume is adopted): complete.
#include <pthread.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
void assume_abort_if_not(int cond) { if (!cond) abort(); }
int cells[3];
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  int i = __VERIFIER_nondet_int();
  assume_abort_if_not(i >= 0 && i < 3);
  pthread_mutex_lock(&m);
  cells[i]++;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  if (cells[0] + cells[1] + cells[2] != 2) reach_error();
  return 0;
}
