// expect: none
// classes: 2
// rf-classes: 2
// A just-in-case unlock of an unlocked recursive mutex returns EPERM; then nested locking.
#include <pthread.h>
#include <assert.h>
#include <errno.h>
pthread_mutex_t m;
int total;
void *w(void *a) {
  (void)a;
  /* A cleanup path that unlocks "just in case": on a recursive mutex POSIX makes that an EPERM */
  int r = pthread_mutex_unlock(&m);
  assert(r == EPERM);
  pthread_mutex_lock(&m); pthread_mutex_lock(&m); total++; pthread_mutex_unlock(&m); pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_mutexattr_t a; pthread_mutexattr_init(&a); pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&m, &a); pthread_mutexattr_destroy(&a);
  pthread_t x, y; pthread_create(&x, 0, w, 0); pthread_create(&y, 0, w, 0);
  pthread_join(x, 0); pthread_join(y, 0);
  assert(total == 2);
  return 0;
}
