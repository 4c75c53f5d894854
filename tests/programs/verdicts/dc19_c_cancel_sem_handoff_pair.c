// expect: none
// algos: sdpor,pop,dc
// classes: 31
// rf-classes: 31
// (DFS left out of the corpus run: it does not finish in 300 s; sdpor and pop 31 classes)
// Two threads hand a token back and forth through two semaphores (ping waits on `a` and
// posts `b`, pong waits on `b` and posts `a`), two rounds each; main starts the exchange and
// cancels pong. A request that finds pong waiting on `b` wakes it without taking the token,
// which then stays in `b`; ping, whose wait on `a` nobody may post any more, is cancelled
// too after pong's end. Every token posted is taken or still in one of the semaphores.
// DC-DPOR's dead-call search models a sem_wait a request woke (docs/algorithms.md, "dc19").
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
static sem_t a, b;
static int rounds_ping, rounds_pong;
static void *ping(void *arg) {
  for (int i = 0; i < 2; i++) {
    sem_wait(&a);
    rounds_ping++;
    sem_post(&b);
  }
  return 0;
}
static void *pong(void *arg) {
  for (int i = 0; i < 2; i++) {
    sem_wait(&b);
    rounds_pong++;
    sem_post(&a);
  }
  return 0;
}
int main(void) {
  sem_init(&a, 0, 0);
  sem_init(&b, 0, 0);
  pthread_t p, q;
  pthread_create(&p, 0, ping, 0);
  pthread_create(&q, 0, pong, 0);
  sem_post(&a);
  pthread_cancel(q);
  pthread_join(q, 0);
  pthread_cancel(p);
  pthread_join(p, 0);
  int left_a, left_b;
  sem_getvalue(&a, &left_a);
  sem_getvalue(&b, &left_b);
  assert(left_a + left_b == 1);
  assert(rounds_pong <= rounds_ping);
  return 0;
}
