// expect: none
// pthread_setcancelstate / setcanceltype around a critical section (no pthread_cancel is
// ever sent): they must just return the old state.
#include <assert.h>
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int g;
void *worker(void *arg) {
  int old, oldtype;
  pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &old);
  assert(old == PTHREAD_CANCEL_ENABLE);
  pthread_setcanceltype(PTHREAD_CANCEL_DEFERRED, &oldtype);
  pthread_mutex_lock(&m);
  g++;
  pthread_mutex_unlock(&m);
  pthread_setcancelstate(old, 0);
  pthread_testcancel();
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(g == 2);
  return 0;
}
