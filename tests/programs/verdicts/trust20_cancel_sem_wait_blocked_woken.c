// expect: none
// classes: 2
// rf-classes: 2
// A worker waits on a semaphore nobody posts, with cancellation enabled; main cancels it.
// The request wakes the waiting worker (branch trust20; trust19 stopped that execution as
// `unsupported`, this file was trust19_cancel_sem_wait_blocked_unsupported.c): the join
// returns PTHREAD_CANCELED in every order (at the wait's entry or inside it).
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
static sem_t s;
static void *worker(void *arg) {
  sem_wait(&s);
  return 0;
}
int main(void) {
  sem_init(&s, 0, 0);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_cancel(t);
  void *r;
  pthread_join(t, &r);
  assert(r == PTHREAD_CANCELED);
  return 0;
}
