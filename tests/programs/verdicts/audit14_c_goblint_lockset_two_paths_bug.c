// expect: data-race, exit
// algos: dfs,sdpor,pop,dc,qpor
// classes: 5
// rf-classes: 5
// goblint style: `shared` is protected by m1 on one path of the worker and by m2 on the
// other; main always takes m1. The nondet path that takes only m2 races with main.
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
static int shared;
static pthread_mutex_t m1 = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t m2 = PTHREAD_MUTEX_INITIALIZER;
static void *worker(void *arg) {
  (void)arg;
  if (__VERIFIER_nondet_int()) {
    pthread_mutex_lock(&m1);
    pthread_mutex_lock(&m2);
    shared++;
    pthread_mutex_unlock(&m2);
    pthread_mutex_unlock(&m1);
  } else {
    pthread_mutex_lock(&m2);
    shared++;
    pthread_mutex_unlock(&m2);
  }
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_mutex_lock(&m1);
  shared = 5;
  pthread_mutex_unlock(&m1);
  pthread_join(t, 0);
  return shared == 5 || shared == 6 ? 0 : 1;
}
