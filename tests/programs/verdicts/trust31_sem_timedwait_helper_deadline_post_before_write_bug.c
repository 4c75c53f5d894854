// expect: data-race, assertion
// sem_timedwait retried until a token arrives, its deadline computed by a helper from
// gettimeofday; the producer posts the token *before* writing the message, so the consumer's
// read races with the write and can see 0.
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <semaphore.h>
#include <stddef.h>
#include <sys/time.h>
#include <time.h>
static sem_t tokens;
static int message;
static void deadline_after_us(struct timespec *deadline, long us) {
  struct timeval now;
  gettimeofday(&now, NULL);
  long usec = now.tv_usec + us;
  deadline->tv_sec = now.tv_sec + usec / 1000000;
  deadline->tv_nsec = (usec % 1000000) * 1000;
}
static void *producer(void *arg) {
  sem_post(&tokens);
  message = 42;
  return arg;
}
int main(void) {
  pthread_t t;
  sem_init(&tokens, 0, 0);
  pthread_create(&t, NULL, producer, NULL);
  struct timespec deadline;
  for (;;) {
    deadline_after_us(&deadline, 500);
    if (sem_timedwait(&tokens, &deadline) == 0) break;
  }
  assert(message == 42);
  pthread_join(t, NULL);
  return 0;
}
