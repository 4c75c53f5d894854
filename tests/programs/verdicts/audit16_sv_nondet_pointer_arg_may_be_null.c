// expect: none
// complete: no
// A worker gets a __VERIFIER_nondet_pointer() argument and dereferences it only when it is
// not NULL. braid explores NULL only for nondet pointers (any other value would be an
// arbitrary address): the verdict says the values were bounded.
#include <pthread.h>
extern void *__VERIFIER_nondet_pointer(void);
extern void abort(void);
void reach_error() { abort(); }
int touched;
void *worker(void *arg) {
  int *p = arg;
  if (p) *p = 1;
  else touched = 1;
  return 0;
}
int main(void) {
  pthread_t t;
  void *arg = __VERIFIER_nondet_pointer();
  pthread_create(&t, 0, worker, arg);
  pthread_join(t, 0);
  if (!arg && !touched) reach_error();
  return 0;
}
