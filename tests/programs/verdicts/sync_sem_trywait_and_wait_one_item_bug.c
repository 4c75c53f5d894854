// expect: deadlock
// classes: 4
// One item: a thread takes it with a sem_trywait retry loop and gives it back, another takes
// it with sem_wait. When the waiter takes it first, the trier spins forever (a deadlock: the
// loop waits for a change no thread can make). pop missed it (2 executions of 4 classes)
// until a successful sem_trywait counted as an acquisition (docs/algorithms.md,
// "Semaphore try-retry loops").
#include <pthread.h>
#include <semaphore.h>
sem_t items;
void *trier(void *arg) {
  while (sem_trywait(&items) != 0) {
  }
  sem_post(&items);
  return arg;
}
void *waiter(void *arg) {
  sem_wait(&items);
  return arg;
}
void *producer(void *arg) {
  sem_post(&items);
  return arg;
}
int main(void) {
  pthread_t a, b, p;
  sem_init(&items, 0, 0);
  pthread_create(&a, 0, trier, 0);
  pthread_create(&b, 0, waiter, 0);
  pthread_create(&p, 0, producer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(p, 0);
  return 0;
}
