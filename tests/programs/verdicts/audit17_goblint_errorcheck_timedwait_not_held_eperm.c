// expect: none
// classes: 4
// rf-classes: 4
// The same with pthread_cond_timedwait, then a correct timed wait for the flag.
#include <pthread.h>
#include <assert.h>
#include <errno.h>
#include <time.h>
pthread_mutex_t m; pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int ready;
void *w(void *a) {
  (void)a;
  struct timespec ts; clock_gettime(CLOCK_REALTIME, &ts); ts.tv_sec += 1;
  assert(pthread_cond_timedwait(&c, &m, &ts) == EPERM); /* forgot the lock: reported, not waited */
  pthread_mutex_lock(&m);
  while (!ready) if (pthread_cond_timedwait(&c, &m, &ts) == ETIMEDOUT) break;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_mutexattr_t at; pthread_mutexattr_init(&at); pthread_mutexattr_settype(&at, PTHREAD_MUTEX_ERRORCHECK);
  pthread_mutex_init(&m, &at);
  pthread_t t; pthread_create(&t, 0, w, 0);
  pthread_mutex_lock(&m); ready = 1; pthread_cond_signal(&c); pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
}
