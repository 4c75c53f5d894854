// expect: assertion
// classes: 23
// rf-classes: 23
// The bluetooth twin whose adder checks the stopping flag in one atomic step and increments
// the pending count in another: the stopper can raise the flag, see the count reach zero and
// stop the device in between, and the adder then works on a stopped device.
#include <pthread.h>
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
int pendingIo = 1, stoppingFlag = 0, stoppingEvent = 0, stopped = 0;
static void dec_io(void) {
  __VERIFIER_atomic_begin();
  pendingIo = pendingIo - 1;
  if (pendingIo == 0) stoppingEvent = 1;
  __VERIFIER_atomic_end();
}
static int inc_io(void) {
  int flag;
  __VERIFIER_atomic_begin(); flag = stoppingFlag; __VERIFIER_atomic_end();
  if (flag) return -1;
  __VERIFIER_atomic_begin(); pendingIo = pendingIo + 1; __VERIFIER_atomic_end();
  return 0;
}
void *adder(void *arg) {
  if (inc_io() == 0) {
    __VERIFIER_atomic_begin();
    if (stopped) reach_error();
    __VERIFIER_atomic_end();
    dec_io();
  }
  return arg;
}
void *stopper(void *arg) {
  __VERIFIER_atomic_begin(); stoppingFlag = 1; __VERIFIER_atomic_end();
  dec_io();
  __VERIFIER_atomic_begin(); __VERIFIER_assume(stoppingEvent); stopped = 1; __VERIFIER_atomic_end();
  return arg;
}
int main(void) {
  pthread_t a1, s;
  pthread_create(&s, 0, stopper, 0);
  pthread_create(&a1, 0, adder, 0);
  pthread_join(a1, 0);
  pthread_join(s, 0);
  return 0;
}
