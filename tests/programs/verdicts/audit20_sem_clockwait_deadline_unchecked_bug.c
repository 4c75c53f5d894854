// expect: assertion
// sem_clockwait (glibc 2.30) on a semaphore posted by a worker: main waits with a deadline
// 1 ms ahead on CLOCK_MONOTONIC and then assumes the post has happened, but the worker can be
// slower than the deadline, so sem_clockwait may return -1 with errno ETIMEDOUT.
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
#include <time.h>
static sem_t ready;
static int produced;
static void *worker(void *arg) {
  produced = 7;
  sem_post(&ready);
  return arg;
}
int main(void) {
  sem_init(&ready, 0, 0);
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  struct timespec deadline;
  clock_gettime(CLOCK_MONOTONIC, &deadline);
  deadline.tv_sec += 0;
  deadline.tv_nsec += 1000000;
  if (deadline.tv_nsec >= 1000000000) {
    deadline.tv_sec += 1;
    deadline.tv_nsec -= 1000000000;
  }
  int rc = sem_clockwait(&ready, CLOCK_MONOTONIC, &deadline);
  assert(rc == 0);
  pthread_join(t, NULL);
  assert(produced == 7);
  sem_destroy(&ready);
  return 0;
}
