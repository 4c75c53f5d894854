// expect: none
// complete: no
// classes: 4
// pthread_cond_timedwait in a `while` loop on the predicate, a deadline a second ahead: a
// timeout only makes the waiter check again, so it always leaves with the value set.
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <time.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
int ready = 0, value = 0;
void *waiter(void *arg) {
  struct timespec deadline;
  clock_gettime(CLOCK_REALTIME, &deadline);
  deadline.tv_sec += 1;
  pthread_mutex_lock(&m);
  while (!ready) {
    int rc = pthread_cond_timedwait(&cv, &m, &deadline);
    if (rc == ETIMEDOUT) deadline.tv_sec += 1;
  }
  assert(value == 42);
  pthread_mutex_unlock(&m);
  return arg;
}
void *setter(void *arg) {
  pthread_mutex_lock(&m);
  value = 42;
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
