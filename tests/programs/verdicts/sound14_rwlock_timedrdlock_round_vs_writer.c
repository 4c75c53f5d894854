// expect: none
// algos: sdpor,pop,dc
// classes: 13
// A round that takes a mutex and then a timed read lock of a rwlock (its deadline taken once,
// before the round; it fails at once when a writer holds the lock), giving the mutex back when
// the read lock is not had; against a writer that writes under the write lock and a thread that
// locks the mutex once. The failed timed read lock is an observation of the rwlock the round's
// next operation (the trylock) does not show (branch sound14: in the round's await set).
// DFS 13 classes (4,495 executions); sdpor 13 in 13 executions; pop and dc 13 in 16 before branch
// pop19, 13 in 13 since (docs/algorithms.md, "Try acquisitions of a rwlock after a writer's
// unlock"). Old class key: DFS 12, every algorithm 12.
#include <pthread.h>
#include <time.h>
pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int value;
void *writer(void *arg) {
  pthread_rwlock_wrlock(&rw);
  value = 1;
  pthread_rwlock_unlock(&rw);
  return arg;
}
void *timed_round(void *arg) {
  struct timespec deadline;
  clock_gettime(CLOCK_REALTIME, &deadline);
  for (;;) {
    if (pthread_mutex_trylock(&m) == 0) {
      if (pthread_rwlock_timedrdlock(&rw, &deadline) == 0) break;
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
  pthread_create(&b, 0, writer, 0);
  pthread_create(&a, 0, timed_round, 0);
  pthread_create(&c, 0, mutex_holder, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
}
