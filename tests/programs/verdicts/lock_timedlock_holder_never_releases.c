// expect: none
// The holder never unlocks (it keeps the mutex until exit); a timed lock elsewhere times out
// (ETIMEDOUT) instead of waiting forever: no deadlock, and the fallback path runs.
#include <pthread.h>
#include <errno.h>
#include <time.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int gave_up;
void *holder(void *arg) { pthread_mutex_lock(&m); return 0; }
void *waiter(void *arg) {
  struct timespec deadline;
  clock_gettime(CLOCK_REALTIME, &deadline);
  deadline.tv_sec += 2;
  int rc = pthread_mutex_timedlock(&m, &deadline);
  if (rc == ETIMEDOUT) gave_up = 1;
  else { assert(rc == 0); pthread_mutex_unlock(&m); }
  return 0;
}
int main(void) {
  pthread_t h, w;
  pthread_create(&h, 0, holder, 0);
  pthread_join(h, 0);
  pthread_create(&w, 0, waiter, 0);
  pthread_join(w, 0);
  assert(gave_up == 1);
  return 0;
}
