// expect: none
// classes: 2
// rf-classes: 2
// goblint-regression's errorcheck idiom: a thread unlocks an error-checking mutex it does not hold
// (EPERM, defined) and relocks one it holds (EDEADLK); both results are checked.
#include <pthread.h>
#include <assert.h>
#include <errno.h>
pthread_mutex_t m;
int owner_seen;
void *t(void *a) {
  (void)a;
  int r = pthread_mutex_unlock(&m); /* never the owner here */
  assert(r == EPERM || r == 0 && 0);
  pthread_mutex_lock(&m);
  assert(pthread_mutex_lock(&m) == EDEADLK);
  owner_seen++;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_mutexattr_t a; pthread_mutexattr_init(&a);
  pthread_mutexattr_settype(&a, PTHREAD_MUTEX_ERRORCHECK);
  pthread_mutex_init(&m, &a); pthread_mutexattr_destroy(&a);
  pthread_t th; pthread_create(&th, 0, t, 0);
  pthread_mutex_lock(&m); owner_seen++; pthread_mutex_unlock(&m);
  pthread_join(th, 0);
  assert(owner_seen == 2);
  return 0;
}
