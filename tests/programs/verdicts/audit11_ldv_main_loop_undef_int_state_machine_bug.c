// expect: assertion
// complete: no
// time-limit: 5
// The ldv environment-model loop: `while (ldv_undef_int()) switch (ldv_undef_int()) ...`
// calls the driver's callbacks in a nondet order, an unbounded number of times, while a
// second thread runs the interrupt handler under the lock. The error needs probe, then
// read, in that order: two rounds of the loop, values 1 and 3 of the switch. Unbounded
// loop: the check cannot be complete, but it must find the bug. Before audit11 a round
// that took the default case (no write) was blocked as a spin loop: a false `deadlock`,
// and the later rounds were never drawn, so the bug was missed.
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int ldv_undef_int(void) { return __VERIFIER_nondet_int(); }
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
int state = 0, irqs = 0;
void *irq_thread(void *arg) { pthread_mutex_lock(&lock); irqs++; pthread_mutex_unlock(&lock); return arg; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, irq_thread, 0);
  while (ldv_undef_int()) {
    pthread_mutex_lock(&lock);
    switch (ldv_undef_int()) {
      case 1: if (state == 0) state = 1; break;
      case 3: if (state == 1) reach_error(); break;
      default: break;
    }
    pthread_mutex_unlock(&lock);
  }
  pthread_join(t, 0);
  return 0;
}
