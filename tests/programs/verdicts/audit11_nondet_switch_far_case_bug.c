// expect: assertion
// classes: 5
// rf-classes: 5
// A driver-harness dispatch `switch (__VERIFIER_nondet_int())`: the bug is behind `case 7`,
// a value outside the small default domain of an int nondet. The switch on the value is
// read like the chain of comparisons it stands for, so each case value is explored (before
// audit11 the switch left every value live: `case 7` never ran, incomplete, bug missed).
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int state = 0;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *entry(void *arg) {
  pthread_mutex_lock(&m);
  switch (__VERIFIER_nondet_int()) {
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
