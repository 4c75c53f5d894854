// expect: data-race
// rf-classes: 5
// The clock-read pthread_rwlock_clockrdlock retry of trust29_rwlock_clockrdlock_clock_read_retry.c,
// but after a timeout the reader glances at `version` without the lock ("just a read") to decide
// whether to go on waiting: it races with the writer's update under the write lock.
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
  int locked = 0;
  for (;;) {
    struct timespec deadline;
    clock_gettime(CLOCK_MONOTONIC, &deadline);
    deadline.tv_nsec += 1000000;
    if (deadline.tv_nsec >= 1000000000) {
      deadline.tv_sec += 1;
      deadline.tv_nsec -= 1000000000;
    }
    if (pthread_rwlock_clockrdlock(&lock, CLOCK_MONOTONIC, &deadline) == 0) {
      locked = 1;
      break;
    }
    if (version == 1) break;  // unlocked glance after a timeout
  }
  if (locked) {
    assert(version == check);
    pthread_rwlock_unlock(&lock);
  }
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
