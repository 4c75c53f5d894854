// expect: none
// algos: sdpor,pop,dc
// classes: 15
// Two trywrlock sections in a row of one thread against a writer that takes the write lock
// twice: each successful try after one of the writer's unlocks races with the writer's lock
// before it and with that unlock; branch pop19 keeps only the unlock race.
// DFS 15 classes (381 executions); sdpor 15 in 15; pop 63 executions before branch pop19, 15 since.
#include <pthread.h>
pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
int value;
void *writer(void *arg) {
  for (int i = 0; i < 2; ++i) {
    pthread_rwlock_wrlock(&rw);
    value = value * 2 + 1;
    pthread_rwlock_unlock(&rw);
  }
  return arg;
}
void *try_writer(void *arg) {
  int got = 0;
  for (int i = 0; i < 2; ++i)
    if (pthread_rwlock_trywrlock(&rw) == 0) {
      value = value + 10;
      ++got;
      pthread_rwlock_unlock(&rw);
    }
  return (void *)(long)got;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, writer, 0);
  pthread_create(&b, 0, try_writer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
