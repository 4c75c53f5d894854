// expect: none
// rf-classes: 24
// sem_timedwait (CLOCK_REALTIME) retried with a deadline built from gettimeofday before each
// attempt: seconds copied, microseconds scaled to nanoseconds plus 2 ms, normalised with a
// division and a remainder. Two producers post once each after adding to a counter under a
// mutex; the consumer takes both posts and then reads the total. The time read reaches only
// the deadline, so each retry waits for a post (docs/runtime.md, trust29).
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
#include <sys/time.h>
#include <time.h>
static sem_t posted;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int total;
static void *producer(void *arg) {
  pthread_mutex_lock(&m);
  total += (int)(long)arg;
  pthread_mutex_unlock(&m);
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
  pthread_mutex_lock(&m);
  assert(total == 3);
  pthread_mutex_unlock(&m);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
