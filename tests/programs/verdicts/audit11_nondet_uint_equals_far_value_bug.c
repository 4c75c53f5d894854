// expect: assertion
// An unsigned nondet compared with a value far outside the small default domain {0..3, MAX}:
// the comparison splits the values, the bug at 1000 must be explored. The draw is stored into
// a global that main only compares with constants: since trust19 the range walk splits the
// draw at the store into {1000} and the rest (before, it stopped at the store: an expected
// failure, incomplete without the bug).
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
