// expect: none
// __VERIFIER_assume on a nondet thread count: the value 0 does not satisfy it (those
// executions are cut by the assumption), 1..3 do; the range {1..3} is learnt from the
// assumption, so no other value needs exploring and the verdict is complete.
#include <pthread.h>
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter;
void *worker(void *arg) { pthread_mutex_lock(&m); counter++; pthread_mutex_unlock(&m); return 0; }
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 1 && n <= 3);
  pthread_t t[3];
  for (int i = 0; i < n; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < n; i++) pthread_join(t[i], 0);
  assert(counter == n);
  return 0;
}
