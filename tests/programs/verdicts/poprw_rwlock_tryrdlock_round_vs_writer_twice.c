// expect: none
// algos: sdpor,pop,dc
// classes: 49
// A round that takes a mutex and then try-read-locks a rwlock (giving the mutex back when a
// writer holds it), against a writer that write-locks twice and a thread that locks the mutex
// once. DFS 36 classes (143,558 executions); sdpor 35 before branch sound13 (docs/algorithms.md,
// "A round that observed a rwlock or a semaphore"), 36 now in 36 executions; pop 36 in 47
// (redundant runs: an expected failure of the corpus run).
// Branch sound14 put the round's observation of the rwlock in its await set (the wake-up stands
// for it): the class key tells more classes apart. DFS 49 classes (143,558 executions); sdpor, pop and
// dc 49; sdpor in 49 executions, pop and dc in 69 (redundant runs: an expected failure of the
// corpus run for pop).
// (The counts before this paragraph are with the old class key.)
// Since branch pop23 pop explores one execution per class here (docs/algorithms.md, "pop23: earlier
// racers of a round's wake-up, below the frame that recorded them").
#include <pthread.h>
pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int value;
void *writer(void *arg) {
  pthread_rwlock_wrlock(&rw);
  value = 1;
  pthread_rwlock_unlock(&rw);
  pthread_rwlock_wrlock(&rw);
  value = 2;
  pthread_rwlock_unlock(&rw);
  return arg;
}
void *try_round(void *arg) {
  for (;;) {
    if (pthread_mutex_trylock(&m) == 0) {
      if (pthread_rwlock_tryrdlock(&rw) == 0) break;
      pthread_mutex_unlock(&m);
    }
  }
  int seen = value;
  pthread_rwlock_unlock(&rw);
  pthread_mutex_unlock(&m);
  return (void *)(long)seen;
}
void *mutex_holder(void *arg) { pthread_mutex_lock(&m); pthread_mutex_unlock(&m); return arg; }
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, try_round, 0);
  pthread_create(&b, 0, writer, 0);
  pthread_create(&c, 0, mutex_holder, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
}
