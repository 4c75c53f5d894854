// expect: none
// rf-classes: 3
// pthread_rwlock_clockrdlock retried with a CLOCK_MONOTONIC deadline read before each attempt
// while a writer updates a two-field record under the write lock: a reader that gets the lock
// sees both fields of one version. The time read reaches only the wait, so the retry waits
// for the writer to unlock (docs/runtime.md, trust29).
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <time.h>
static pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
static int version, check;
static void *writer(void *arg) {
  pthread_rwlock_wrlock(&lock);
  version = 1;
  check = 1;
  pthread_rwlock_unlock(&lock);
  return arg;
}
static void *reader(void *arg) {
  for (;;) {
    struct timespec deadline;
    clock_gettime(CLOCK_MONOTONIC, &deadline);
    deadline.tv_nsec += 1000000;
    if (deadline.tv_nsec >= 1000000000) {
      deadline.tv_sec += 1;
      deadline.tv_nsec -= 1000000000;
    }
    if (pthread_rwlock_clockrdlock(&lock, CLOCK_MONOTONIC, &deadline) == 0) break;
  }
  assert(version == check);
  pthread_rwlock_unlock(&lock);
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
