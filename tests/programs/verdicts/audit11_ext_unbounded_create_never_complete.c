// expect: bound
// complete: no
// The unbounded-creation twin whose threads check a property that always holds: the
// program has no bug, but its executions are unbounded (main never stops creating threads),
// so no exploration can be complete and the verdict must say so.
#include <pthread.h>
extern void reach_error(void);
int created = 0;
void __VERIFIER_atomic_take(int *out) { created = created + 1; *out = created; }
void *thr(void *arg) {
  int me;
  __VERIFIER_atomic_take(&me);
  if (me < 1) reach_error();
  return arg;
}
int main(void) {
  pthread_t t;
  while (1) pthread_create(&t, 0, thr, 0);
  return 0;
}
