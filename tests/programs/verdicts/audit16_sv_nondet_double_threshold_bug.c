// expect: assertion
// complete: no
// A nondet double (explored over {-1, 0, 1}) read by a worker that reports when it is
// positive: reached for the value 1.
#include <assert.h>
#include <pthread.h>
extern double __VERIFIER_nondet_double(void);
double level;
void *monitor(void *arg) {
  assert(!(level > 0.5));
  return 0;
}
int main(void) {
  pthread_t t;
  level = __VERIFIER_nondet_double();
  pthread_create(&t, 0, monitor, 0);
  pthread_join(t, 0);
  return 0;
}
