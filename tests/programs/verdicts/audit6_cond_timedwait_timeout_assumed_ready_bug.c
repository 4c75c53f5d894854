// expect: assertion
// A waiter that treats the end of pthread_cond_timedwait as "ready" (no predicate check
// after a timeout): it can time out before the setter ran.
#include <assert.h>
#include <pthread.h>
#include <time.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
int ready = 0;
void *waiter(void *arg) {
  struct timespec deadline;
  clock_gettime(CLOCK_REALTIME, &deadline);
  deadline.tv_sec += 2;
  pthread_mutex_lock(&m);
  if (!ready) pthread_cond_timedwait(&cv, &m, &deadline);
  assert(ready);
  pthread_mutex_unlock(&m);
  return arg;
}
void *setter(void *arg) {
  pthread_mutex_lock(&m);
  ready = 1;
  pthread_cond_signal(&cv);
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t w, s;
  pthread_create(&w, 0, waiter, 0);
  pthread_create(&s, 0, setter, 0);
  pthread_join(w, 0);
  pthread_join(s, 0);
  return 0;
}
