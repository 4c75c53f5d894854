// expect: none
// classes: 1
// rf-classes: 1
// pthread_cond_wait on an error-checking mutex the caller does not hold returns EPERM (POSIX:
// shall fail). A false misuse before branch audit17.
#include <pthread.h>
#include <assert.h>
#include <errno.h>
pthread_mutex_t m; pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int r_wait = -1;
void *w(void *a) { (void)a; r_wait = pthread_cond_wait(&c, &m); /* not held: EPERM for errorcheck */ return 0; }
int main(void) {
  pthread_mutexattr_t at; pthread_mutexattr_init(&at); pthread_mutexattr_settype(&at, PTHREAD_MUTEX_ERRORCHECK);
  pthread_mutex_init(&m, &at);
  pthread_t t; pthread_create(&t, 0, w, 0); pthread_join(t, 0);
  assert(r_wait == EPERM);
  return 0;
}
