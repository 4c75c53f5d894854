// expect: none
// classes: 48
// Two consumers retry sem_trywait, a producer posts three times (one item left over), and
// main joins everyone. pop explored 42 of 48 classes before the semaphore try-retry fix
// (docs/algorithms.md, "Semaphore try-retry loops").
#include <pthread.h>
#include <semaphore.h>
sem_t items;
void *consumer(void *arg) {
  while (sem_trywait(&items) != 0) {
  }
  return arg;
}
void *producer(void *arg) {
  for (int i = 0; i < 3; i++) sem_post(&items);
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
