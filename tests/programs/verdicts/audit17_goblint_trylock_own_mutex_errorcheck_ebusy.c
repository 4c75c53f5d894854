// expect: none
// classes: 2
// rf-classes: 2
// A trylock of an error-checking mutex the thread holds is EBUSY; a second unlock EPERM.
// sdpor and pop explored 1 of the 2 classes before branch audit17 (the holder's own failed
// trylock hid the next locker's race).
#include <pthread.h>
#include <assert.h>
#include <errno.h>
pthread_mutex_t m;
int count;
void *w(void *a) {
  (void)a;
  pthread_mutex_lock(&m);
  int r = pthread_mutex_trylock(&m); /* held by this thread: EBUSY, not EDEADLK */
  assert(r == EBUSY);
  count++;
  pthread_mutex_unlock(&m);
  assert(pthread_mutex_unlock(&m) == EPERM);
  return 0;
}
int main(void) {
  pthread_mutexattr_t a; pthread_mutexattr_init(&a); pthread_mutexattr_settype(&a, PTHREAD_MUTEX_ERRORCHECK);
  pthread_mutex_init(&m, &a);
  pthread_t x, y; pthread_create(&x, 0, w, 0); pthread_create(&y, 0, w, 0);
  pthread_join(x, 0); pthread_join(y, 0);
  assert(count == 2);
  return 0;
}
