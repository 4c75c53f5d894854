// expect: none
// classes: 6
// rf-classes: 6
// An explicit __VERIFIER_atomic_begin/end pair inside a __VERIFIER_atomic_* function (the
// helper is also called outside atomic functions). Nested atomic sections are one section:
// no self-deadlock, and the increments are atomic.
#include <pthread.h>
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
extern void reach_error(void);
int x = 0;
void add_one(void) { __VERIFIER_atomic_begin(); x = x + 1; __VERIFIER_atomic_end(); }
void __VERIFIER_atomic_add_two(void) { add_one(); add_one(); }
void *worker(void *arg) { __VERIFIER_atomic_add_two(); add_one(); return arg; }
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  __VERIFIER_atomic_begin();
  int v = x;
  __VERIFIER_atomic_end();
  if (v != 6) reach_error();
  return 0;
}
