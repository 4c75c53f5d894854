// expect: none
// classes: 2
// A consumer polls a semaphore with sem_trywait until the producer posts it. A failed
// sem_trywait changes nothing another thread can see: the loop is an await loop (the
// thread waits until the semaphore is posted), not a possibly non-terminating one.
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>

static sem_t items;
static int data;

static void *producer(void *arg) {
  (void)arg;
  data = 42;
  sem_post(&items);
  return 0;
}

static void *consumer(void *arg) {
  (void)arg;
  while (sem_trywait(&items) != 0) {
  }
  assert(data == 42);
  return 0;
}

int main(void) {
  sem_init(&items, 0, 0);
  pthread_t p, c;
  pthread_create(&p, 0, producer, 0);
  pthread_create(&c, 0, consumer, 0);
  pthread_join(p, 0);
  pthread_join(c, 0);
  return 0;
}
