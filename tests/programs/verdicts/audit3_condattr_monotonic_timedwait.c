// expect: none
// A condition variable on CLOCK_MONOTONIC (pthread_condattr_setclock) waited on with a
// deadline in a while loop that re-checks the predicate; a timeout is handled.
#include <pthread.h>
#include <time.h>
#include <errno.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c;
int ready;
void *setter(void *arg) {
  pthread_mutex_lock(&m);
  ready = 1;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_condattr_t ca;
  pthread_condattr_init(&ca);
  pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
  pthread_cond_init(&c, &ca);
  pthread_condattr_destroy(&ca);
  pthread_t t;
  pthread_create(&t, 0, setter, 0);
  struct timespec dl;
  clock_gettime(CLOCK_MONOTONIC, &dl);
  dl.tv_sec += 1;
  pthread_mutex_lock(&m);
  int rc = 0;
  while (!ready && rc != ETIMEDOUT) rc = pthread_cond_timedwait(&c, &m, &dl);
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  assert(ready == 1);
  pthread_cond_destroy(&c);
  return 0;
}
