// expect: none
// algos: sdpor,pop,dc
// classes: 8
// rf-classes: 8
// (DFS left out of the corpus run: 223761 executions, 8 classes, as sdpor, pop and dc)
// Two workers wait on a semaphore; main posts one unit and cancels the first worker. A
// request that lands while that worker waits wakes it without taking a unit (POSIX: a
// cancelled sem_wait does not decrement); a request after its wake-up stays pending and the
// worker counts its unit. main posts a second unit, so the second worker always ends, and
// at the end every unit posted was counted or is still in the semaphore.
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
static sem_t s;
static int got;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void *worker(void *arg) {
  sem_wait(&s);
  pthread_mutex_lock(&m);
  got++;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  sem_init(&s, 0, 0);
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  sem_post(&s);
  pthread_cancel(a);
  void *ra;
  pthread_join(a, &ra);
  sem_post(&s);
  pthread_join(b, 0);
  int left;
  sem_getvalue(&s, &left);
  assert(left + got == 2);
  assert(ra == PTHREAD_CANCELED ? got == 1 : got == 2);
  return 0;
}
