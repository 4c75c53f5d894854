// expect: none
// rf-classes: 2
// A timed-lock retry whose deadline starts as `struct timespec deadline = {0, 0};` and moves
// a second ahead per attempt: pthread_mutex_clocklock on CLOCK_MONOTONIC, while main holds the
// mutex for a while. Each attempt gets the lock or times out and tries again; the shared value
// is written only under the lock. The `= {0, 0}` initializer is a memset before the loop,
// which kept the loop from being taken for a wait until trust28 (it ran to --max-steps: a
// `bound` finding); the same loop after clock_gettime was already complete.
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <time.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int value;
static void *worker(void *arg) {
  struct timespec deadline = {0, 0};
  for (;;) {
    deadline.tv_sec += 1;
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
