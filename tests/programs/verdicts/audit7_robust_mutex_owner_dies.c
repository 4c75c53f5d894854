// expect: unsupported
// complete: no
// A robust mutex whose owner thread ends while holding it: the next locker gets
// EOWNERDEAD, repairs the state, marks it consistent and unlocks (glibc semantics).
// braid does not model robust mutexes and says so: `unsupported`, incomplete.
#include <assert.h>
#include <errno.h>
#include <pthread.h>
pthread_mutex_t m;
int state;
void *dies_holding(void *arg) {
  pthread_mutex_lock(&m);
  state = 1;
  return arg; /* ends with the mutex held */
}
int main(void) {
  pthread_mutexattr_t a;
  pthread_mutexattr_init(&a);
  pthread_mutexattr_setrobust(&a, PTHREAD_MUTEX_ROBUST);
  pthread_mutex_init(&m, &a);
  pthread_t t;
  pthread_create(&t, 0, dies_holding, 0);
  pthread_join(t, 0);
  int r = pthread_mutex_lock(&m);
  assert(r == EOWNERDEAD);
  state = 0;
  pthread_mutex_consistent(&m);
  pthread_mutex_unlock(&m);
  assert(pthread_mutex_lock(&m) == 0);
  pthread_mutex_unlock(&m);
  return 0;
}
