// expect: assertion
// An unsigned nondet compared with a value far outside the small default domain {0..3, MAX}:
// the comparison splits the values, the bug at 1000 must be explored.
#include <pthread.h>
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);
unsigned int shared;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  unsigned int n = __VERIFIER_nondet_uint();
  pthread_mutex_lock(&m);
  shared = n;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  if (shared == 1000u) reach_error();
  return 0;
}
