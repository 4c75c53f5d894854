// expect: deadlock
// time-limit: 4
// The retrying timed lock whose holder exits without unlocking: every retry times out, for
// ever (the deadline only moves on). Once the holder is gone nothing can change what the loop
// observes: braid reports the spin as a deadlock.
#include <pthread.h>
#include <time.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void *holder(void *arg) {
  pthread_mutex_lock(&m);
  return arg;   /* forgets to unlock */
}
static void *retrier(void *arg) {
  struct timespec deadline;
  clock_gettime(CLOCK_REALTIME, &deadline);
  for (;;) {
    deadline.tv_sec += 1;
    if (pthread_mutex_timedlock(&m, &deadline) == 0) break;
  }
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t h, r;
  pthread_create(&h, NULL, holder, NULL);
  pthread_join(h, NULL);
  pthread_create(&r, NULL, retrier, NULL);
  pthread_join(r, NULL);
  return 0;
}
