// expect: assertion
// rf-classes: 2
// A clock-read pthread_mutex_clocklock retry that gives up once the clock passes a limit read
// before the loop: the clock's value decides the exit, so this loop waits for time to pass and
// is not a wait for the lock (trust29 keeps such a clock read an effect). Main holds the lock
// for 5 ms, longer than the worker's 3 ms of patience: the worker gives up and its "done" is
// missing (natively in most runs).
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <time.h>
#include <unistd.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int done;
static void *worker(void *arg) {
  struct timespec start;
  clock_gettime(CLOCK_MONOTONIC, &start);
  for (;;) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    long long waited = (now.tv_sec - start.tv_sec) * 1000000000LL + (now.tv_nsec - start.tv_nsec);
    if (waited >= 3000000) return arg;  // gave up after 3 ms
    now.tv_nsec = now.tv_nsec + 1000000 >= 1000000000 ? now.tv_nsec + 1000000 - 1000000000 : now.tv_nsec + 1000000;
    if (pthread_mutex_clocklock(&m, CLOCK_MONOTONIC, &now) == 0) break;
  }
  done = 1;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_mutex_lock(&m);
  pthread_create(&t, NULL, worker, NULL);
  usleep(5000);
  pthread_mutex_unlock(&m);
  pthread_join(t, NULL);
  assert(done == 1);
  return 0;
}
