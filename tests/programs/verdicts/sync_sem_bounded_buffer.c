// expect: none
// A bounded buffer of one slot with "empty" and "full" semaphores and one producer/consumer pair.
#include <pthread.h>
#include <semaphore.h>
#include <assert.h>
sem_t empty, full;
int slot;
void *producer(void *arg) { for (int i = 1; i <= 2; i++) { sem_wait(&empty); slot = i; sem_post(&full); } return 0; }
void *consumer(void *arg) { for (int i = 1; i <= 2; i++) { sem_wait(&full); assert(slot == i); sem_post(&empty); } return 0; }
int main(void) {
  sem_init(&empty, 0, 1); sem_init(&full, 0, 0);
  pthread_t p, c;
  pthread_create(&p, 0, producer, 0); pthread_create(&c, 0, consumer, 0);
  pthread_join(p, 0); pthread_join(c, 0);
  return 0;
}
