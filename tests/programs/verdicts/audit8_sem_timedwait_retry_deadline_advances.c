// expect: none
// time-limit: 4
// A consumer retries sem_timedwait with a deadline one second later each time (a log line
// per timeout would go here); the producer posts once. The consumer then reads the item.
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
#include <time.h>
static sem_t items;
static int item;
static void *producer(void *arg) {
  item = 42;
  sem_post(&items);
  return arg;
}
static void *consumer(void *arg) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  for (;;) {
    ts.tv_sec++;
    if (sem_timedwait(&items, &ts) == 0) break;
  }
  assert(item == 42);
  return arg;
}
int main(void) {
  sem_init(&items, 0, 0);
  pthread_t p, c;
  pthread_create(&c, NULL, consumer, NULL);
  pthread_create(&p, NULL, producer, NULL);
  pthread_join(p, NULL);
  pthread_join(c, NULL);
  return 0;
}
