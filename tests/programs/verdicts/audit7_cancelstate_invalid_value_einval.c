// expect: none
// pthread_setcancelstate / setcanceltype with a value POSIX does not define return EINVAL
// and leave the state (and *old) alone; a worker checks that while another thread
// disables its own cancellation.
#include <assert.h>
#include <errno.h>
#include <pthread.h>
void *prober(void *arg) {
  int old = 123;
  assert(pthread_setcancelstate(7, &old) == EINVAL && old == 123);
  assert(pthread_setcanceltype(-1, &old) == EINVAL && old == 123);
  assert(pthread_setcancelstate(PTHREAD_CANCEL_ENABLE, &old) == 0 && old == PTHREAD_CANCEL_ENABLE);
  return arg;
}
void *disabler(void *arg) {
  pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, 0);
  pthread_testcancel();
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, disabler, 0);
  pthread_create(&b, 0, prober, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
