// expect: assertion, data-race
// algos: dfs,sdpor,pop,dc
// The ring's free-slot semaphore starts at 3 for 2 slots: the producer can overwrite a slot
// the consumer has not read yet.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define EMPTY_INIT (SLOTS + 1)
#include <semaphore.h>
#define SLOTS 2
#define ITEMS 3
int ring[SLOTS];
sem_t empty_slots, full_slots;
void *producer(void *arg) {
  for (int i = 0; i < ITEMS; i++) {
    sem_wait(&empty_slots);
    ring[i % SLOTS] = i + 10;
    sem_post(&full_slots);
  }
  return arg;
}
void *consumer(void *arg) {
  for (int i = 0; i < ITEMS; i++) {
    sem_wait(&full_slots);
    int v = ring[i % SLOTS];
    sem_post(&empty_slots);
    assert(v == i + 10);
  }
  return arg;
}
int main(void) {
  sem_init(&empty_slots, 0, EMPTY_INIT);
  sem_init(&full_slots, 0, 0);
  pthread_t p, c;
  pthread_create(&p, 0, producer, 0);
  pthread_create(&c, 0, consumer, 0);
  pthread_join(p, 0);
  pthread_join(c, 0);
  return 0;
}
