// expect: none
// rf-classes: 32
// Two threads take turns through two condition variables (one per direction), ROUNDS rounds (1 by default)
// each, with broadcasts on one side and signals on the other; main also waits for the end on
// a third, with a timed wait whose early timeout is a behaviour of its own.
#include <pthread.h>
#include <assert.h>
#include <time.h>
#ifndef ROUNDS
#define ROUNDS 1
#endif
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t to_ping = PTHREAD_COND_INITIALIZER, to_pong = PTHREAD_COND_INITIALIZER;
pthread_cond_t finished = PTHREAD_COND_INITIALIZER;
int turn, done;  // turn 0: ping plays, 1: pong plays
void *ping(void *arg) {
  for (int i = 0; i < ROUNDS; i++) {
    pthread_mutex_lock(&m);
    while (turn != 0) pthread_cond_wait(&to_ping, &m);
    turn = 1;
    pthread_cond_signal(&to_pong);
    pthread_mutex_unlock(&m);
  }
  return 0;
}
void *pong(void *arg) {
  for (int i = 0; i < ROUNDS; i++) {
    pthread_mutex_lock(&m);
    while (turn != 1) pthread_cond_wait(&to_pong, &m);
    turn = 0;
    pthread_cond_broadcast(&to_ping);
    pthread_mutex_unlock(&m);
  }
  pthread_mutex_lock(&m);
  done = 1;
  pthread_cond_signal(&finished);
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, ping, 0);
  pthread_create(&b, 0, pong, 0);
  struct timespec deadline = {0, 0};
  pthread_mutex_lock(&m);
  int gave_up = 0;
  while (!done && !gave_up) gave_up = pthread_cond_timedwait(&finished, &m, &deadline) != 0;
  pthread_mutex_unlock(&m);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(turn == 0 && done == 1);
  return 0;
}
