// expect: none
// rf-classes: 3
// A reader retries pthread_rwlock_timedrdlock with a deadline copied from a start time
// (`struct timespec deadline = start;`, a copy before the loop) and moved a second per
// attempt, while a writer holds the lock for its update: the reader sees the value before or
// after the update, never in between, and the loop is a wait (no bound finding).
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <time.h>
static pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
static int low, high;
static const struct timespec start = {100, 0};
static void *reader(void *arg) {
  struct timespec deadline = start;
  for (;;) {
    deadline.tv_sec += 1;
    if (pthread_rwlock_timedrdlock(&lock, &deadline) == 0) break;
  }
  assert(low == high);
  pthread_rwlock_unlock(&lock);
  return arg;
}
static void *writer(void *arg) {
  pthread_rwlock_wrlock(&lock);
  low = 1;
  high = 1;
  pthread_rwlock_unlock(&lock);
  return arg;
}
int main(void) {
  pthread_t r, w;
  pthread_create(&w, NULL, writer, NULL);
  pthread_create(&r, NULL, reader, NULL);
  pthread_join(r, NULL);
  pthread_join(w, NULL);
  return 0;
}
