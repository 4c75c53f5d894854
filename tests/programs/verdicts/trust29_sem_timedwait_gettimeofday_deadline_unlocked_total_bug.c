// expect: data-race, assertion
// rf-classes: 48
// The gettimeofday-deadline sem_timedwait retry of
// trust29_sem_timedwait_gettimeofday_deadline_retry.c, but the producers add to the total
// without the mutex: a race between them, and a lost update makes the consumer's total 1 or 2.
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
#include <sys/time.h>
#include <time.h>
static sem_t posted;
static int total;
static void *producer(void *arg) {
  total += (int)(long)arg;
  sem_post(&posted);
  return NULL;
}
static void take_one(void) {
  for (;;) {
    struct timeval now;
    struct timespec deadline;
    gettimeofday(&now, NULL);
    deadline.tv_sec = now.tv_sec;
    deadline.tv_nsec = now.tv_usec * 1000 + 2000000;
    deadline.tv_sec += deadline.tv_nsec / 1000000000;
    deadline.tv_nsec %= 1000000000;
    if (sem_timedwait(&posted, &deadline) == 0) return;
  }
}
int main(void) {
  pthread_t a, b;
  sem_init(&posted, 0, 0);
  pthread_create(&a, NULL, producer, (void *)1L);
  pthread_create(&b, NULL, producer, (void *)2L);
  take_one();
  take_one();
  assert(total == 3);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
