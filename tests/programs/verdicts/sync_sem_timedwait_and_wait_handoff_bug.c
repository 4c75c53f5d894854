// expect: assertion
// classes: 5
// A sem_timedwait retry loop and a blocking sem_wait compete for the items; the timed
// taker records its turn. The assertion (the timed taker always first) fails when the
// sem_wait takes the first item: reached only through the race of the sem_wait with the
// successful timed wait, hidden behind the timed taker's post (docs/algorithms.md,
// "Semaphore try-retry loops").
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
#include <time.h>
sem_t items;
int turn;
void *timed_taker(void *arg) {
  struct timespec deadline = {0, 0};
  while (sem_timedwait(&items, &deadline) != 0) {
  }
  if (turn == 0) turn = 1;
  sem_post(&items);
  return arg;
}
void *waiter(void *arg) {
  sem_wait(&items);
  if (turn == 0) turn = 2;
  sem_post(&items);
  return arg;
}
int main(void) {
  pthread_t a, b;
  sem_init(&items, 0, 0);
  pthread_create(&a, 0, timed_taker, 0);
  pthread_create(&b, 0, waiter, 0);
  sem_post(&items);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(turn == 1);
  return 0;
}
