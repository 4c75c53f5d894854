// expect: none
// algos: sdpor,pop,dc
// classes: 52
// A round that takes a mutex and then sem_trywait's a semaphore that starts at 0 (giving the
// mutex back when no unit is there), against two threads that each sem_post once and a thread
// that locks the mutex once. The round's failed sem_trywait is an observation of the semaphore
// that its next operation (the trylock of the mutex) does not show: branch sound14 puts it in the
// round's await set (docs/algorithms.md, "A round that observed a rwlock or a semaphore").
// DFS 52 classes (89,682 executions); sdpor 52 in 52 executions; pop and dc 52 in 58 (redundant
// runs: an expected failure of the corpus run for pop). With the old class key (the observation
// left out) DFS 36, every algorithm 36.
// Since branch pop23 pop explores one execution per class here (docs/algorithms.md, "pop23: earlier
// racers of a round's wake-up, below the frame that recorded them").
#include <pthread.h>
#include <semaphore.h>
sem_t s;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int taken;
void *poster(void *arg) {
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
  taken = 1;
  pthread_mutex_unlock(&m);
  return arg;
}
void *mutex_holder(void *arg) {
  pthread_mutex_lock(&m);
  int seen = taken;
  pthread_mutex_unlock(&m);
  return (void *)(long)seen;
}
int main(void) {
  sem_init(&s, 0, 0);
  pthread_t a, b, c, d;
  pthread_create(&a, 0, try_round, 0);
  pthread_create(&b, 0, poster, 0);
  pthread_create(&c, 0, poster, 0);
  pthread_create(&d, 0, mutex_holder, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  pthread_join(d, 0);
  return 0;
}
