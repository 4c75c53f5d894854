// expect: assertion, data-race
// The SV-COMP harness style where reach_error is declared but not defined and followed by
// abort(): braid treats the call as the error location.
#include <pthread.h>
extern void reach_error(void);
extern void abort(void);
int x;
void *inc(void *arg) { int t = x; x = t + 1; return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, inc, 0); pthread_create(&b, 0, inc, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  if (x != 2) { reach_error(); abort(); }
  return 0;
}
