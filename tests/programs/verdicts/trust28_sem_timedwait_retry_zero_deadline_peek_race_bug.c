// expect: data-race
// rf-classes: 4
// sem_timedwait retried with a zero-initialised deadline advanced a second per attempt; after
// a timeout the consumer peeks at the plain `produced` to give up early, without the
// semaphore's ordering: a read racing with the producer's write (only the successful wait is
// ordered after the post). The loop writes nothing, so it is a wait: every algorithm finds
// the race and completes.
#define _GNU_SOURCE
#include <assert.h>
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
  sem_init(&ready, 0, 0);
  pthread_t t;
  pthread_create(&t, NULL, producer, NULL);
  struct timespec deadline = {0, 0};
  for (;;) {
    deadline.tv_sec += 1;
    if (sem_timedwait(&ready, &deadline) == 0) break;
    if (produced) break;
  }
  pthread_join(t, NULL);
  assert(produced == 7);
  sem_destroy(&ready);
  return 0;
}
