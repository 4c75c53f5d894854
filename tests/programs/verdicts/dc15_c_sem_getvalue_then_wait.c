// expect: none
// rf-classes: 7
// A poller reads a semaphore's value and waits on it only when it saw a unit, then reads the
// value again; a poster posts twice. What the poller does next depends on the count its
// sem_getvalue read, which the dead-call search computes from the semaphore's count model
// (docs/algorithms.md, "dc15"). Acyclic: two threads, one semaphore.
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
static sem_t s;
static int got;
static void *poster(void *arg) {
  sem_post(&s);
  sem_post(&s);
  return arg;
}
static void *poller(void *arg) {
  int before = 0, after = 0;
  sem_getvalue(&s, &before);
  if (before > 0) {
    sem_wait(&s);
    got++;
  }
  sem_getvalue(&s, &after);
  assert(after <= 2 - got);
  return arg;
}
int main(void) {
  sem_init(&s, 0, 0);
  pthread_t a, b;
  pthread_create(&a, 0, poster, 0);
  pthread_create(&b, 0, poller, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  int left = 0;
  sem_getvalue(&s, &left);
  assert(left + got == 2);
  return 0;
}
