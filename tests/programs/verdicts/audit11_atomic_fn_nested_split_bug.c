// expect: assertion
// classes: 3
// rf-classes: 3
// Nested atomic functions are atomic as a whole, but here the caller is a plain function
// that calls two atomic functions in a row: between them the other thread can step in and
// observe the half-done transfer (a = 0, b = 0).
#include <pthread.h>
extern void reach_error(void);
int a = 1, b = 0;
void __VERIFIER_atomic_take(void) { a = a - 1; }
void __VERIFIER_atomic_give(void) { b = b + 1; }
void __VERIFIER_atomic_move(void) { __VERIFIER_atomic_take(); }
void __VERIFIER_atomic_check(void) { if (a + b != 1) reach_error(); }
void *mover(void *arg) { __VERIFIER_atomic_move(); __VERIFIER_atomic_give(); return arg; }
void *checker(void *arg) { __VERIFIER_atomic_check(); return arg; }
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, mover, 0);
  pthread_create(&t2, 0, checker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
