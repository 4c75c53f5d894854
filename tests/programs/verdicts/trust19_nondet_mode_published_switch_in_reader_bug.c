// expect: assertion
// A configuration thread draws a mode and publishes it under a lock; a reader switches on
// the published mode. The global is only ever compared with constants (the reader's case
// labels), so the range walk splits the draw at the store into {42}, {7} and the rest
// (trust19): mode 42 is explored and the reader's assertion fails for it.
#include <assert.h>
#include <pthread.h>
extern unsigned int __VERIFIER_nondet_uint(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
unsigned int mode;
int handled;
void *configure(void *arg) {
  unsigned int wanted = __VERIFIER_nondet_uint();
  pthread_mutex_lock(&m);
  mode = wanted;
  pthread_mutex_unlock(&m);
  return arg;
}
void *reader(void *arg) {
  pthread_mutex_lock(&m);
  switch (mode) {
    case 7: handled = 1; break;
    case 42: handled = 2; break;
    default: break;
  }
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, configure, 0);
  pthread_create(&b, 0, reader, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(handled != 2);
  return 0;
}
