// expect: none
// rf-classes: 2
// pthread_mutex_clocklock with CLOCK_MONOTONIC, retried until it succeeds, while main holds the
// mutex for a while and then lets go: each attempt either gets the lock or times out
// (ETIMEDOUT) and tries again, so the worker ends holding the lock once and the shared value,
// written only under the lock, is 2. Each attempt reads the clock for its deadline; the time
// read reaches only the wait, so the retry is a wait for the lock (trust29; pinned incomplete
// by audit20, when every attempt could time out again until the time limit).
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
  pthread_join(t, NULL);
  assert(value == 2);
  return 0;
}
