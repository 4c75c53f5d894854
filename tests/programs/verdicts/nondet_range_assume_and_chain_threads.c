// expect: none
// classes: 10
// rf-classes: 10
// A nondet thread count assumed in 1..3 with an && chain: braid learns the range {1..3} from
// the assumption (every other value blocks main at the assume before anything else happens),
// explores each of 1, 2 and 3 workers, and the verdict is complete.
#include <assert.h>
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  counter++;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n > 0 && n <= 3);
  pthread_t t[3];
  for (int i = 0; i < n; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < n; i++) pthread_join(t[i], 0);
  assert(counter == n);
  return 0;
}
