// expect: none
// classes: 54
// Three workers share a semaphore of two seats: sem_wait; write; sem_post. Every order of
// the six semaphore operations in which no third wait runs before a post is a class (90 - 36).
// pop explored 60 executions: a wait that follows a post which found the count positive was
// also made to race with the previous wait, and its child, where the wait had moved before
// that post, made the same race again (docs/algorithms.md, "Dependence, per primitive").
#include <pthread.h>
#include <semaphore.h>
static sem_t seats;
static int used[3];
static void *worker(void *arg) {
  long me = (long)arg;
  sem_wait(&seats);
  used[me] = 1;
  sem_post(&seats);
  return 0;
}
int main(void) {
  sem_init(&seats, 0, 2);
  pthread_t t[3];
  for (long i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  return 0;
}
