// expect: none
// algos: dfs,sdpor,pop,dc,qpor
// classes: 4
// rf-classes: 4
// goblint style: the worker takes m1 and m2 on one path, m2 alone on the other; main takes
// both, so every access to `shared` holds m2.
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
  pthread_mutex_lock(&m2);
  shared = 5;
  pthread_mutex_unlock(&m2);
  pthread_mutex_unlock(&m1);
  pthread_join(t, 0);
  return shared == 5 || shared == 6 ? 0 : 1;
}
