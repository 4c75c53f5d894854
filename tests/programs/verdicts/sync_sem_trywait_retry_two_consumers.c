// expect: none
// classes: 20
// Two consumers retry sem_trywait until they get an item; a producer thread posts twice.
// The smallest program found where pop lost classes (17 of 20): a consumer's retry that
// succeeded right after the post, asked for before the other consumer's take, is kept
// disabled there (the semaphore is at 0) and announced as a failed try, which did not match
// the successful try prescribed; the schedule was dropped (docs/algorithms.md, "Semaphore
// try-retry loops").
#include <pthread.h>
#include <semaphore.h>
sem_t items;
void *consumer(void *arg) {
  while (sem_trywait(&items) != 0) {
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
  return 0;
}
