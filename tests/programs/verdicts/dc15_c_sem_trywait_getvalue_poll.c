// expect: none
// rf-classes: 7
// A poller reads a semaphore's value and then tries to take a unit without blocking while a
// poster posts twice; the poller counts what it took. Whether a sem_trywait takes a unit
// depends on the count the write it observes left, and taking one makes it a write: dc's
// Realize does not model that change of kind, and before branch dc15 dc ran 5 executions for
// the 7 reads-from classes with a complete verdict. dc now falls back to POP on sem_trywait
// and timed waits (docs/algorithms.md, "dc15"). Acyclic: two threads, one semaphore.
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
static sem_t s;
static int taken;
static void *poster(void *arg) {
  sem_post(&s);
  sem_post(&s);
  return arg;
}
static void *poller(void *arg) {
  int value = 0;
  sem_getvalue(&s, &value);
  if (value > 0 && sem_trywait(&s) == 0) taken++;
  if (sem_trywait(&s) == 0) taken++;
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
  assert(taken + left == 2);
  return 0;
}
