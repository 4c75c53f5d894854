// expect: none
// pthread-lit style ticket: the turn is taken with __VERIFIER_assume inside an atomic block
// (an execution where the assumption is false is infeasible, not a deadlock, even though the
// atomic block is left unfinished).
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
void __VERIFIER_assume(int);
extern void __VERIFIER_error(void) __attribute__((__noreturn__));
#include <pthread.h>
int next_ticket, serving, in_cs;
void *worker(void *arg) {
  int mine;
  __VERIFIER_atomic_begin(); mine = next_ticket++; __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin(); __VERIFIER_assume(serving == mine); in_cs++; __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin(); if (in_cs != 1) __VERIFIER_error(); in_cs--; serving++; __VERIFIER_atomic_end();
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
