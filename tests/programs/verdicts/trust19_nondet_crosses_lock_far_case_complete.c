// expect: none
// The op is drawn before the lock and switched on inside it (as the audit11 dispatch program),
// but every case is correct: the walk passes the lock, learns the cases {0, 1, 100} and the
// default, and one value stands for each path: the verdict is complete (trust19). Before, the
// walk stopped at the lock and the verdict said nondet-values-bounded.
#include <assert.h>
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int state;
void *entry(void *arg) {
  int op = __VERIFIER_nondet_int();
  pthread_mutex_lock(&m);
  switch (op) {
    case 0: state = state + 1; break;
    case 1: state = state - 1; break;
    case 100: state = 0; break;
    default: break;
  }
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, entry, 0);
  pthread_mutex_lock(&m);
  int s = state;
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  assert(s >= -1 && s <= 1);
  return 0;
}
