// expect: deadlock
// rf-classes: 3
// A consumer waits twice on a semaphore that a producer posts only when a flag it reads is
// still clear; a third thread sets the flag. When the setter runs first, the second unit
// never comes and the consumer waits for ever: a deadlock in some classes only. The
// dead-call search knows the consumer blocked at its second wait in those runs
// (docs/algorithms.md, "dc15"). Three threads: the flag links the setter and the producer,
// the semaphore the producer and the consumer (acyclic).
#include <pthread.h>
#include <semaphore.h>
static sem_t s;
static _Atomic int stop;
static void *producer(void *arg) {
  sem_post(&s);
  if (!stop) sem_post(&s);
  return arg;
}
static void *consumer(void *arg) {
  sem_wait(&s);
  sem_wait(&s);
  return arg;
}
static void *setter(void *arg) {
  stop = 1;
  return arg;
}
int main(void) {
  sem_init(&s, 0, 0);
  pthread_t p, c, f;
  pthread_create(&p, 0, producer, 0);
  pthread_create(&c, 0, consumer, 0);
  pthread_create(&f, 0, setter, 0);
  pthread_join(p, 0);
  pthread_join(c, 0);
  pthread_join(f, 0);
  return 0;
}
