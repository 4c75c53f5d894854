// expect: data-race
// A reader that ignores pthread_rwlock_clockrdlock's ETIMEDOUT and reads anyway (then even
// "unlocks"): its read races with the writer holding the lock.
#define _GNU_SOURCE
#include <pthread.h>
#include <time.h>
static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
static int shared_value;
static int seen;
static void *writer(void *arg) {
  pthread_rwlock_wrlock(&rw);
  shared_value = 1;
  pthread_rwlock_unlock(&rw);
  return arg;
}
static void *reader(void *arg) {
  struct timespec d;
  clock_gettime(CLOCK_MONOTONIC, &d);
  int r = pthread_rwlock_clockrdlock(&rw, CLOCK_MONOTONIC, &d);
  seen = shared_value;
  if (r == 0) pthread_rwlock_unlock(&rw);
  return arg;
}
int main(void) {
  pthread_t w, r;
  pthread_create(&w, NULL, writer, NULL);
  pthread_create(&r, NULL, reader, NULL);
  pthread_join(w, NULL);
  pthread_join(r, NULL);
  return 0;
}
