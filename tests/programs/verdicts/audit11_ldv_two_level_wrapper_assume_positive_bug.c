// expect: assertion
// classes: 4
// rf-classes: 4
// Two levels of ldv nondet wrappers: `ldv_undef_int` returns the draw, and
// `ldv_undef_int_positive` assumes it positive and returns it. A worker only corrupts the
// shared state for the value 6 (outside int's small default domain); main checks it after
// the join. The walk follows both returns into the callers: exact, complete, found.
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
int ldv_undef_int(void) { return __VERIFIER_nondet_int(); }
int ldv_undef_int_positive(void) {
  int r = ldv_undef_int();
  __VERIFIER_assume(r > 0);
  return r;
}
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int state = 0;
void *worker(void *arg) {
  if (ldv_undef_int_positive() == 6) {
    pthread_mutex_lock(&m);
    state = -1;
    pthread_mutex_unlock(&m);
  }
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_mutex_lock(&m);
  state = state + 1;
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  if (state < 0) reach_error();
  return 0;
}
