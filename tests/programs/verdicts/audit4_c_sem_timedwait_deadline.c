// expect: none
// A consumer waits for an item with sem_timedwait and a deadline from clock_gettime; it either
// gets the item or times out, and then the item is still there for a final sem_trywait.
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <semaphore.h>
#include <time.h>
sem_t items;
int item;
void *producer(void *arg) {
  item = 5;
  sem_post(&items);
  return arg;
}
int main(void) {
  sem_init(&items, 0, 0);
  pthread_t p;
  pthread_create(&p, 0, producer, 0);
  struct timespec deadline;
  clock_gettime(CLOCK_REALTIME, &deadline);
  deadline.tv_sec += 1;
  int r;
  while ((r = sem_timedwait(&items, &deadline)) == -1 && errno == EINTR) {}
  int got = r == 0;
  pthread_join(p, 0);
  if (!got) got = sem_trywait(&items) == 0;
  assert(got && item == 5);
  return 0;
}
