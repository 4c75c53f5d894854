// expect: none
// pthread_rwlock_clockrdlock / clockwrlock (glibc 2.30): a reader that times out skips its
// read; one that gets the lock sees a consistent pair written by the writer.
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <time.h>
static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
static int a, b;
static void *writer(void *arg) {
  struct timespec d;
  clock_gettime(CLOCK_MONOTONIC, &d);
  d.tv_sec += 1;
  if (pthread_rwlock_clockwrlock(&rw, CLOCK_MONOTONIC, &d) == 0) {
    a = 1;
    b = 1;
    pthread_rwlock_unlock(&rw);
  }
  return arg;
}
static void *reader(void *arg) {
  struct timespec d;
  clock_gettime(CLOCK_MONOTONIC, &d);
  d.tv_sec += 1;
  if (pthread_rwlock_clockrdlock(&rw, CLOCK_MONOTONIC, &d) == 0) {
    assert(a == b);
    pthread_rwlock_unlock(&rw);
  }
  return arg;
}
int main(void) {
  pthread_t w, r1, r2;
  pthread_create(&w, NULL, writer, NULL);
  pthread_create(&r1, NULL, reader, NULL);
  pthread_create(&r2, NULL, reader, NULL);
  pthread_join(w, NULL);
  pthread_join(r1, NULL);
  pthread_join(r2, NULL);
  return 0;
}
