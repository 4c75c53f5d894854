// expect: data-race
// A binary semaphore used as a lock; when sem_trywait fails (EAGAIN) the worker goes ahead
// anyway, racing with the holder.
#include <errno.h>
#include <pthread.h>
#include <semaphore.h>
sem_t s;
int g;
void *worker(void *arg) {
  int got = sem_trywait(&s) == 0;
  g++;
  if (got) sem_post(&s);
  return arg;
}
int main(void) {
  sem_init(&s, 0, 1);
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  sem_destroy(&s);
  return 0;
}
