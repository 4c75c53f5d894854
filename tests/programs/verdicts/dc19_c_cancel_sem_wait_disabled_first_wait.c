// expect: none
// classes: 7
// rf-classes: 7
// A worker takes its first unit with cancellation disabled (a request cannot wake that
// wait: it stays pending) and its second with cancellation enabled (a request wakes it, or
// is acted on at its entry). main posts one unit, cancels the worker, then posts a second
// unit and joins: the worker always took the first unit, and the second unit is either
// taken (the worker then ends at its testcancel) or left in the semaphore.
// DC-DPOR's dead-call search models a sem_wait a request woke and one it cannot wake
// (docs/algorithms.md, "dc19").
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
static sem_t s;
static int got;
static void *worker(void *arg) {
  int old;
  pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &old);
  sem_wait(&s);
  got++;
  pthread_setcancelstate(PTHREAD_CANCEL_ENABLE, &old);
  sem_wait(&s);
  got++;
  pthread_testcancel();
  return 0;
}
int main(void) {
  sem_init(&s, 0, 0);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  sem_post(&s);
  pthread_cancel(t);
  sem_post(&s);
  void *r;
  pthread_join(t, &r);
  int left;
  sem_getvalue(&s, &left);
  assert(r == PTHREAD_CANCELED);
  assert(got >= 1 && got + left == 2);
  return 0;
}
