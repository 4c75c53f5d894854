// expect: assertion
// The dispatch twin that draws the op before taking the lock: the value crosses a visible
// operation (the lock) before the switch. Until trust19 the range learner stopped there (it
// walked only code without effects), the op got int's bounded default set and `case 7` was
// not explored (an expected failure); the walk now passes operations that do not use the
// value, learns the cases and finds the bug, complete.
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int state = 0;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *entry(void *arg) {
  int op = __VERIFIER_nondet_int();
  pthread_mutex_lock(&m);
  switch (op) {
    case 0: state = state + 1; break;
    case 1: state = state - 1; break;
    case 2: state = 0; break;
    case 7: if (state == 0) reach_error(); break;
    default: break;
  }
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, entry, 0);
  pthread_join(t, 0);
  return 0;
}
