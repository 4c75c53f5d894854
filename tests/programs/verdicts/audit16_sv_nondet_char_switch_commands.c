// expect: none
// time-limit: 30
// algos: sdpor,pop,dc
// (4 value assignments of the char since trust19, 2 executions each; 256 before, 512 classes)
// classes: 8
// rf-classes: 8
// A command byte from __VERIFIER_nondet_char dispatched by a
// switch in a worker; every case updates the state under the lock, and main reads it after
// the join. The byte is stored into a global that only the switch reads (after C's promotion
// to int): since trust19 the range walk splits the draw at the store into 'a', 'b', -1 and one
// value for every other byte (before, all 256 values were explored).
#include <pthread.h>
extern char __VERIFIER_nondet_char(void);
extern void abort(void);
void reach_error() { abort(); }
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int state;
char cmd;
void *dispatch(void *arg) {
  pthread_mutex_lock(&m);
  switch (cmd) {
    case 'a': state += 1; break;
    case 'b': state += 2; break;
    case -1: state -= 1; break;
    default: break;
  }
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t t;
  cmd = __VERIFIER_nondet_char();
  pthread_create(&t, 0, dispatch, 0);
  pthread_mutex_lock(&m);
  state += 10;
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  if (state != 10 && state != 11 && state != 12 && state != 9) reach_error();
  return 0;
}
