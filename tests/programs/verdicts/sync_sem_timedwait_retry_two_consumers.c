// expect: none
// classes: 20
// Two consumers retry sem_timedwait until they get an item (a timed wait is a try that may
// time out, docs/runtime.md); the producer posts twice. dfs: 20 classes; pop explored 17 (the
// same with sem_trywait) until the fix of "Semaphore try-retry loops" (docs/algorithms.md).
#include <pthread.h>
#include <semaphore.h>
#include <time.h>
sem_t items;
void *consumer(void *arg) {
  struct timespec deadline = {0, 0};
  while (sem_timedwait(&items, &deadline) != 0) {
  }
  return arg;
}
void *producer(void *arg) {
  sem_post(&items);
  sem_post(&items);
  return arg;
}
int main(void) {
  pthread_t c[2], p;
  sem_init(&items, 0, 0);
  for (int i = 0; i < 2; i++) pthread_create(&c[i], 0, consumer, 0);
  pthread_create(&p, 0, producer, 0);
  for (int i = 0; i < 2; i++) pthread_join(c[i], 0);
  pthread_join(p, 0);
  return 0;
}
