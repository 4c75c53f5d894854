// expect: none
// complete: no
// The value crosses a lock and is then passed to a helper (a use the walk does not follow):
// the path's values are live from the call on, the whole type, so int's bounded set is
// explored and the verdict says so (nondet-values-bounded).
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int sink;
__attribute__((noinline)) void record(int v) { sink = v % 7; }
void *worker(void *arg) {
  int v = __VERIFIER_nondet_int();
  pthread_mutex_lock(&m);
  record(v);
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  return 0;
}
