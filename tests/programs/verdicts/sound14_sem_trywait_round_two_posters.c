// expect: none
// algos: sdpor,pop,dc
// classes: TBD
// A round that takes a mutex and then sem_trywait's a semaphore that starts at 0 (giving the
// mutex back when no unit is there), against two threads that each sem_post once and a thread
// that locks the mutex once. The round's failed sem_trywait is an observation of the semaphore
// that its next operation (the trylock of the mutex) does not show: branch sound14 puts it in the
// round's await set (docs/algorithms.md, "A round that observed a rwlock or a semaphore").
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
