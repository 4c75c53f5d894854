// expect: none
// rf-classes: 2
// sem_timedwait retried until a token arrives, its deadline computed by a helper from
// gettimeofday (a timeval into the caller's timespec through a pointer, normalised with / and
// %); a producer posts one token after writing the message. The consumer's successful wait
// orders the message before its read. The time read reaches only the wait, so the retry is a
// wait for the token (trust31; before, it ran to --max-steps).
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
  message = 42;
  sem_post(&tokens);
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
    assert(errno == ETIMEDOUT);
  }
  assert(message == 42);
  pthread_join(t, NULL);
  return 0;
}
