// expect: none
// algos: sdpor,pop,dc
// classes: 49
// A round that takes a mutex and then sem_trywait's a semaphore of one unit (giving the mutex
// back when the unit is taken), against a taker that does sem_wait; sem_post twice and a
// thread that locks the mutex once. DFS 36 classes (143,558 executions); sdpor 35 before branch
// sound13 (docs/algorithms.md, "A round that observed a rwlock or a semaphore"), 36 now; pop 36
// in 36 executions.
// Branch sound14 put the round's observation of the semaphore in its await set (the wake-up stands
// for it): the class key tells more classes apart. DFS 49 classes (143,558 executions); sdpor, pop and
// dc 49; sdpor in 49 executions, pop and dc in 55 (redundant runs: an expected failure of the
// corpus run for pop).
// (The counts before this paragraph are with the old class key.)
// Since branch pop23 pop explores one execution per class here (docs/algorithms.md, "pop23: earlier
// racers of a round's wake-up, below the frame that recorded them").
#include <pthread.h>
#include <semaphore.h>
sem_t s;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int value;
void *taker(void *arg) {
  sem_wait(&s);
  value = 1;
  sem_post(&s);
  sem_wait(&s);
  value = 2;
  sem_post(&s);
  return arg;
}
void *try_round(void *arg) {
  for (;;) {
    if (pthread_mutex_trylock(&m) == 0) {
      if (sem_trywait(&s) == 0) break;
      pthread_mutex_unlock(&m);
    }
  }
  value = 10;
  sem_post(&s);
  pthread_mutex_unlock(&m);
  return arg;
}
void *mutex_holder(void *arg) { pthread_mutex_lock(&m); pthread_mutex_unlock(&m); return arg; }
int main(void) {
  sem_init(&s, 0, 1);
  pthread_t a, b, c;
  pthread_create(&a, 0, try_round, 0);
  pthread_create(&b, 0, taker, 0);
  pthread_create(&c, 0, mutex_holder, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
}
