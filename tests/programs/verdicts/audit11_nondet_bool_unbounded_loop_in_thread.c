// expect: none
// complete: no
// A worker loops while __VERIFIER_nondet_bool() says so, each round a locked increment: the
// number of rounds is unbounded (every prefix of true draws is a run), so no exploration is
// complete; the check must stop at a budget and say so. The program has no bug.
#include <pthread.h>
#include <assert.h>
extern _Bool __VERIFIER_nondet_bool(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
unsigned long rounds = 0;
void *worker(void *arg) {
  while (__VERIFIER_nondet_bool()) {
    pthread_mutex_lock(&m);
    rounds++;
    pthread_mutex_unlock(&m);
  }
  return arg;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  assert(rounds < 1000000ul);
  return 0;
}
