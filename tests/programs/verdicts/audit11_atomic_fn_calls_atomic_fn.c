// expect: none
// algos: sdpor,pop,dc,qpor
// classes: 2
// rf-classes: 2
// SV-COMP style: one __VERIFIER_atomic_* function calls another (an atomic CAS helper used
// inside an atomic increment). The nested atomic block is part of the outer one: nothing
// blocks, the two increments exclude each other, the count is exact.
#include <pthread.h>
extern void reach_error(void);
int lock_word = 0, counter = 0;
void __VERIFIER_atomic_cas(int *v, int e, int u, int *ok) {
  if (*v == e) { *v = u; *ok = 1; } else { *ok = 0; }
}
void __VERIFIER_atomic_inc_if_free(int *done) {
  int ok;
  __VERIFIER_atomic_cas(&lock_word, 0, 1, &ok);
  if (ok) { counter = counter + 1; lock_word = 0; *done = 1; }
}
void *worker(void *arg) {
  int done = 0;
  while (!done) __VERIFIER_atomic_inc_if_free(&done);
  return arg;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  if (counter != 2) reach_error();
  return 0;
}
