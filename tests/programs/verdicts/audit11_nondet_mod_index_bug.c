// expect: assertion
// complete: no
// An index made from a nondet with `%` (the harness forgot the assume): the range learner
// cannot read `srem`, so the values come from the bounded default domain and the verdict
// cannot be complete; the bug (index 3 written by the worker, read by main) is still found.
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int slots[4];
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  int i = __VERIFIER_nondet_int() % 4;
  if (i < 0) i = -i;
  pthread_mutex_lock(&m);
  slots[i] = 1;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  if (slots[3]) reach_error();
  return 0;
}
