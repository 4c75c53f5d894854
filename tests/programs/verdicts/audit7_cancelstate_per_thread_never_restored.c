// expect: none
// Every thread (main included) disables cancellation and never restores it; every thread,
// in every execution and whatever the interleaving, must still find its own state ENABLE
// and type DEFERRED at first (each thread starts with them; POSIX). Natively, fibers of one
// system thread shared glibc's state.
#include <assert.h>
#include <pthread.h>
int checked;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void disable_and_check(void) {
  int old = -1, oldtype = -1;
  assert(pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &old) == 0);
  assert(old == PTHREAD_CANCEL_ENABLE);
  assert(pthread_setcanceltype(PTHREAD_CANCEL_ASYNCHRONOUS, &oldtype) == 0);
  assert(oldtype == PTHREAD_CANCEL_DEFERRED);
  assert(pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &old) == 0 && old == PTHREAD_CANCEL_DISABLE);
  pthread_mutex_lock(&m);
  checked++;
  pthread_mutex_unlock(&m);
}
void *worker(void *arg) {
  disable_and_check();
  return arg;
}
int main(void) {
  pthread_t a;
  pthread_create(&a, 0, worker, 0);
  disable_and_check();
  pthread_join(a, 0);
  assert(checked == 2);
  return 0;
}
