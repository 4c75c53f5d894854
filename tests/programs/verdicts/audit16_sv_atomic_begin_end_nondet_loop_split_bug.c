// expect: abort
// algos: sdpor,pop,dc,qpor
// classes: 77
// rf-classes: 77
// (DFS: complete, 77 Mazurkiewicz / 77 reads-from classes in 268009 executions, too slow for the corpus; qpor is skipped where it refuses the program)
// __VERIFIER_atomic_begin/end around only the read of a read-modify-write, in a loop whose
// trip count is a nondet value in 1..2: two increments can read the same value (lost update).
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error() { abort(); }
#include <pthread.h>
int counter;
int rounds;
void *inc(void *arg) {
  for (int i = 0; i < rounds; i++) {
    __VERIFIER_atomic_begin();
    int t = counter;
    __VERIFIER_atomic_end();
    __VERIFIER_atomic_begin();
    counter = t + 1;
    __VERIFIER_atomic_end();
  }
  return 0;
}
int main(void) {
  pthread_t a, b;
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 1 && n <= 2);
  rounds = n;
  pthread_create(&a, 0, inc, 0);
  pthread_create(&b, 0, inc, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  if (counter != 2 * n) reach_error();
  return 0;
}
