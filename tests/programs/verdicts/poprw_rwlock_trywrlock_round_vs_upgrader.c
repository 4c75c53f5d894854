// expect: none
// algos: sdpor,pop,dc
// classes: 49
// A round that takes a mutex and then try-write-locks a rwlock (giving the mutex back when the
// rwlock is busy), against a reader that upgrades by unlocking and write-locking (rechecking
// what it read) and a thread that locks the mutex once. DFS 36 classes (246,966 executions);
// pop 36 in 47 executions; sdpor 35 before branch sound13 (the upgrader's write lock taken for
// an initial although it disables the round: docs/algorithms.md, "A round that observed a
// rwlock or a semaphore"), 36 now.
// Branch sound14 put the round's observation of the rwlock in its await set (the wake-up stands
// for it): the class key tells more classes apart. DFS 49 classes (246,966 executions); sdpor, pop and
// dc 49; sdpor in 49 executions, pop and dc in 69 (redundant runs: an expected failure of the
// corpus run for pop).
// (The counts before this paragraph are with the old class key.)
#include <pthread.h>
pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int value;
void *upgrader(void *arg) {
  pthread_rwlock_rdlock(&rw);
  int seen = value;
  pthread_rwlock_unlock(&rw);
  pthread_rwlock_wrlock(&rw);
  if (value == seen) value = seen + 1;
  pthread_rwlock_unlock(&rw);
  return arg;
}
void *try_round(void *arg) {
  for (;;) {
    if (pthread_mutex_trylock(&m) == 0) {
      if (pthread_rwlock_trywrlock(&rw) == 0) break;
      pthread_mutex_unlock(&m);
    }
  }
  value = 10;
  pthread_rwlock_unlock(&rw);
  pthread_mutex_unlock(&m);
  return arg;
}
void *mutex_holder(void *arg) { pthread_mutex_lock(&m); pthread_mutex_unlock(&m); return arg; }
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, try_round, 0);
  pthread_create(&b, 0, upgrader, 0);
  pthread_create(&c, 0, mutex_holder, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
}
