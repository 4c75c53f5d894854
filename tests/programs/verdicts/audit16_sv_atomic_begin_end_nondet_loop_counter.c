// expect: none
// classes: 9
// rf-classes: 9
// __VERIFIER_atomic_begin/end around a read-modify-write inside a loop whose trip count is
// a nondet value in 1..2 (learnt from the assume); main checks the total after the joins.
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
