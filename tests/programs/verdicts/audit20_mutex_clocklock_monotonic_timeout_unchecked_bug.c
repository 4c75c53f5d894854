// expect: assertion
// pthread_mutex_clocklock (glibc 2.30) with CLOCK_MONOTONIC and an absolute deadline 2 ms
// ahead, while main holds the mutex until the worker's attempt is over: the wait can time
// out (ETIMEDOUT), and the program asserts it cannot. Natively main holds the mutex across
// a join, so the worker always times out (gcc -O2: assertion in 300 of 300 runs).
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <time.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int rc_seen = -1;
static void *worker(void *arg) {
  struct timespec deadline;
  clock_gettime(CLOCK_MONOTONIC, &deadline);
  deadline.tv_nsec += 2000000;
  if (deadline.tv_nsec >= 1000000000) {
    deadline.tv_sec += 1;
    deadline.tv_nsec -= 1000000000;
  }
  rc_seen = pthread_mutex_clocklock(&m, CLOCK_MONOTONIC, &deadline);
  if (rc_seen == 0) pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_mutex_lock(&m);
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  pthread_mutex_unlock(&m);
  assert(rc_seen == 0);
  return 0;
}
