// expect: assertion, bound
// complete: no
// algos: dfs,sdpor,pop
// time-limit: 5
// pthread-ext "vs" style: main creates threads in an endless loop; each thread increments a
// counter in an atomic function and asserts it stays at most 3. The fourth thread breaks it:
// the check must find it within whatever bound it uses.
#include <pthread.h>
extern void reach_error(void);
int created = 0;
void __VERIFIER_atomic_take(int *out) { created = created + 1; *out = created; }
void *thr(void *arg) {
  int me;
  __VERIFIER_atomic_take(&me);
  if (me > 3) reach_error();
  return arg;
}
int main(void) {
  pthread_t t;
  while (1) pthread_create(&t, 0, thr, 0);
  return 0;
}
