// expect: none
// rf-classes: 2
// sem_clockwait retried with a deadline read from CLOCK_MONOTONIC before each attempt (half a
// millisecond ahead, normalised): the consumer ends holding the post, and the value the
// producer wrote before posting is ordered before its read. The clock's value reaches only
// the waits, so the loop is a wait for the post (docs/runtime.md, trust29).
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
    assert(errno == ETIMEDOUT || errno == EINTR);
  }
  assert(produced == 7);
  pthread_join(t, NULL);
  return 0;
}
