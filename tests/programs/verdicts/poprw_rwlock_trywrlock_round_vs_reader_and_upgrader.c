// expect: none
// algos: sdpor,pop,dc
// classes: 87
// The round of poprw_rwlock_trywrlock_round_vs_upgrader.c against the upgrader (created first)
// and a plain reader, no other mutex holder. DFS 65 classes (373,809 executions). sdpor 51
// before branch sound13, 65 in 94 executions after it (docs/algorithms.md, "A round that observed
// a rwlock or a semaphore"); pop and dc lost classes: 48 of 65 (pop 91 executions), the round's
// observation of the rwlock was not in its await set. Branch sound14 put it there: every
// algorithm finds DFS's classes.
// Branch sound14 put the round's observation of the rwlock in its await set (the wake-up stands
// for it): the class key tells more classes apart. DFS 87 classes (373,809 executions); sdpor, pop and
// dc 87; sdpor in 87 executions, pop and dc in 192 (redundant runs: an expected failure until branch pop32 of the
// corpus run for pop).
// (The counts before this paragraph are with the old class key.)
// Since branch pop32 pop explores exactly one execution per class here (87).
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
void *reader(void *arg) {
  pthread_rwlock_rdlock(&rw);
  int seen = value;
  pthread_rwlock_unlock(&rw);
  return (void *)(long)seen;
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
int main(void) {
  pthread_t a, b, c;
  pthread_create(&b, 0, upgrader, 0);
  pthread_create(&a, 0, try_round, 0);
  pthread_create(&c, 0, reader, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
}
