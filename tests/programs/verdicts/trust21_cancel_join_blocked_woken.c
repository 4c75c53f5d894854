// expect: none
// classes: 2
// rf-classes: 2
// A thread blocked in pthread_join with cancellation enabled, cancelled by main (this file was
// trust20_cancel_join_blocked_unsupported.c: until branch trust21 the execution where the
// request lands inside the join stopped as `unsupported`). The request now wakes the join:
// the joiner ends with PTHREAD_CANCELED in every order (at the join's entry, inside its wait,
// or woken after the sleeper ended), and the sleeper, never joined, ends with the process.
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
static sem_t go;
static void *sleeper(void *arg) {
  sem_wait(&go);
  return 0;
}
static void *joiner(void *arg) {
  pthread_join(*(pthread_t *)arg, 0);
  return 0;
}
int main(void) {
  sem_init(&go, 0, 0);
  pthread_t s, j;
  void *r = 0;
  pthread_create(&s, 0, sleeper, 0);
  pthread_create(&j, 0, joiner, &s);
  pthread_cancel(j);
  pthread_join(j, &r);
  assert(r == PTHREAD_CANCELED);
  sem_post(&go);
  return 0;
}
