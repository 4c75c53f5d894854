// expect: data-race, assertion
// rf-classes: 8
// audit20_mutex_clocklock_monotonic_timeout_handled.c's clock-read pthread_mutex_clocklock
// retry, but main writes the shared value after unlocking (outside the critical section): the
// worker's increment under the lock races with it, and the final value can be 2 or 3 (a lost
// or a doubled write), so the assertion fails in some orders.
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <time.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int value;
static void *worker(void *arg) {
  for (;;) {
    struct timespec deadline;
    clock_gettime(CLOCK_MONOTONIC, &deadline);
    deadline.tv_nsec += 1000000;
    if (deadline.tv_nsec >= 1000000000) {
      deadline.tv_sec += 1;
      deadline.tv_nsec -= 1000000000;
    }
    int rc = pthread_mutex_clocklock(&m, CLOCK_MONOTONIC, &deadline);
    if (rc == 0) break;
    assert(rc == ETIMEDOUT);
  }
  value = value + 1;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_mutex_lock(&m);
  pthread_create(&t, NULL, worker, NULL);
  value = 1;
  pthread_mutex_unlock(&m);
  value = value * 2;  // outside the lock
  pthread_join(t, NULL);
  assert(value == 3);
  return 0;
}
