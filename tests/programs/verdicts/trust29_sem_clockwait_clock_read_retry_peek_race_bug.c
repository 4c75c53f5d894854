// expect: data-race
// rf-classes: 4
// The clock-read sem_clockwait retry of trust29_sem_clockwait_clock_read_retry.c, but after a
// timeout the consumer peeks at the plain `produced` to stop waiting early: that read is not
// ordered by the semaphore (only a successful wait is) and races with the producer's write.
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <semaphore.h>
#include <time.h>
static sem_t ready;
static int produced;
static void *producer(void *arg) {
  produced = 7;
  sem_post(&ready);
  return arg;
}
int main(void) {
  pthread_t t;
  sem_init(&ready, 0, 0);
  pthread_create(&t, NULL, producer, NULL);
  for (;;) {
    struct timespec deadline;
    clock_gettime(CLOCK_MONOTONIC, &deadline);
    deadline.tv_nsec += 500000;
    if (deadline.tv_nsec >= 1000000000) {
      deadline.tv_sec += 1;
      deadline.tv_nsec -= 1000000000;
    }
    if (sem_clockwait(&ready, CLOCK_MONOTONIC, &deadline) == 0) break;
    if (produced == 7) break;  // the peek: unordered with the producer's write
  }
  assert(produced == 7);
  pthread_join(t, NULL);
  return 0;
}
