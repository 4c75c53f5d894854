// expect: none
// pthread_rwlock_clockrdlock / pthread_rwlock_clockwrlock (glibc 2.30) with CLOCK_MONOTONIC
// deadlines: a reader holds the lock for a short section, a writer tries once to take the
// write lock and gives up on ETIMEDOUT. The write happens under the write lock and the read
// under the read lock, so there is no race; every read sees 0 or 5. (A retry loop computing
// each deadline from clock_gettime is not finite for braid: see
// audit20_mutex_clocklock_monotonic_timeout_handled.c.)
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <time.h>
static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
static int shared;
static void deadline_in(struct timespec *ts, long ns) {
  clock_gettime(CLOCK_MONOTONIC, ts);
  ts->tv_nsec += ns;
  if (ts->tv_nsec >= 1000000000) {
    ts->tv_sec += 1;
    ts->tv_nsec -= 1000000000;
  }
}
static void *reader(void *arg) {
  struct timespec ts;
  deadline_in(&ts, 5000000);
  int rc = pthread_rwlock_clockrdlock(&rw, CLOCK_MONOTONIC, &ts);
  if (rc == 0) {
    int seen = shared;
    assert(seen == 0 || seen == 5);
    pthread_rwlock_unlock(&rw);
  } else {
    assert(rc == ETIMEDOUT);
  }
  return arg;
}
static void *writer(void *arg) {
  struct timespec ts;
  deadline_in(&ts, 1000000);
  int rc = pthread_rwlock_clockwrlock(&rw, CLOCK_MONOTONIC, &ts);
  if (rc == 0) {
    shared = 5;
    pthread_rwlock_unlock(&rw);
  } else {
    assert(rc == ETIMEDOUT);
  }
  return arg;
}
int main(void) {
  pthread_t r, w;
  pthread_create(&r, NULL, reader, NULL);
  pthread_create(&w, NULL, writer, NULL);
  pthread_join(r, NULL);
  pthread_join(w, NULL);
  assert(shared == 0 || shared == 5);
  return 0;
}
