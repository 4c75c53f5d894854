// expect: none
// classes: 2
// rf-classes: 2
// pthread_mutex_unlock of a recursive mutex main holds, by another thread: EPERM (POSIX),
// checked. A false misuse before branch audit17.
#include <pthread.h>
#include <assert.h>
#include <errno.h>
pthread_mutex_t m;
int held = 0, ready = 0, rc_other = -1;
pthread_mutex_t gate = PTHREAD_MUTEX_INITIALIZER; pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
void *other(void *a) {
  (void)a;
  pthread_mutex_lock(&gate); while (!ready) pthread_cond_wait(&cv, &gate); pthread_mutex_unlock(&gate);
  rc_other = pthread_mutex_unlock(&m); /* main owns it: EPERM for a recursive mutex */
  return 0;
}
int main(void) {
  pthread_mutexattr_t a; pthread_mutexattr_init(&a); pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&m, &a);
  pthread_t t; pthread_create(&t, 0, other, 0);
  pthread_mutex_lock(&m); pthread_mutex_lock(&m);
  pthread_mutex_lock(&gate); ready = 1; pthread_cond_signal(&cv); pthread_mutex_unlock(&gate);
  pthread_join(t, 0);
  assert(rc_other == EPERM);
  pthread_mutex_unlock(&m); pthread_mutex_unlock(&m);
  return 0;
}
