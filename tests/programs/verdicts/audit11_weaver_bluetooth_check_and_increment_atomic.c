// expect: none
// algos: sdpor,pop,dc,qpor
// classes: 584
// rf-classes: 584
// weaver/popl20 bluetooth style: a driver counts pending I/O; an adder checks the stopping
// flag and increments the count in one atomic step, a stopper raises the flag, drops the
// initial reference and waits for the count to reach zero before marking the device
// stopped. The adder's work never runs on a stopped device.
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
  int status;
  __VERIFIER_atomic_begin();
  if (stoppingFlag) status = -1;
  else { pendingIo = pendingIo + 1; status = 0; }
  __VERIFIER_atomic_end();
  return status;
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
  pthread_t a1, a2, s;
  pthread_create(&s, 0, stopper, 0);
  pthread_create(&a1, 0, adder, 0);
  pthread_create(&a2, 0, adder, 0);
  pthread_join(a1, 0);
  pthread_join(a2, 0);
  pthread_join(s, 0);
  return 0;
}
