// expect: assertion
// time-limit: 8
// classes: 32
// rf-classes: 32
// The slot-index twin whose assume lets 3 through (`<= 3`), into a fourth cell that main's
// total leaves out: a worker drawing 3 makes the check fail. The learnt range is 0..3.
#include <pthread.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
void assume_abort_if_not(int cond) { if (!cond) abort(); }
int cells[4];
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  int i = __VERIFIER_nondet_int();
  assume_abort_if_not(i >= 0 && i <= 3);
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
