// expect: none
// glibc 2.30 pthread_cond_clockwait with CLOCK_MONOTONIC in a predicate loop: a timeout only
// re-checks (the producer always sets the flag eventually, and the consumer gives up after
// one timeout and then waits without a deadline).
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <time.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static int ready, value;
static void *producer(void *arg) {
  pthread_mutex_lock(&m);
  value = 5;
  ready = 1;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t p;
  pthread_create(&p, NULL, producer, NULL);
  struct timespec deadline;
  clock_gettime(CLOCK_MONOTONIC, &deadline);
  deadline.tv_sec += 1;
  pthread_mutex_lock(&m);
  int timed_out = 0;
  while (!ready) {
    if (!timed_out) {
      if (pthread_cond_clockwait(&c, &m, CLOCK_MONOTONIC, &deadline) != 0) timed_out = 1;
    } else {
      pthread_cond_wait(&c, &m);
    }
  }
  assert(value == 5);
  pthread_mutex_unlock(&m);
  pthread_join(p, NULL);
  return 0;
}
