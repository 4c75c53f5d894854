// expect: none
// algos: sdpor,pop,dc
// classes: 10
// A timed write lock taken once (its deadline already past: it fails at once where the lock
// is held), against a writer that writes under the write lock and a reader that reads under
// the read lock. The timed lock after the writer's unlock races with the writer's lock (an
// acquisition race) and with its unlock (moved before it, it fails): branch pop19 keeps only
// the unlock race, whose run reaches the other schedule through the failed attempt.
// DFS 10 classes (961 executions); sdpor 10 in 10; pop 13 executions before branch pop19, 10 since.
#include <pthread.h>
#include <time.h>
pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
int value;
void *writer(void *arg) {
  pthread_rwlock_wrlock(&rw);
  value = 1;
  pthread_rwlock_unlock(&rw);
  return arg;
}
void *reader(void *arg) {
  pthread_rwlock_rdlock(&rw);
  int seen = value;
  pthread_rwlock_unlock(&rw);
  return (void *)(long)seen;
}
void *timed_writer(void *arg) {
  const struct timespec past = {0, 0};
  if (pthread_rwlock_timedwrlock(&rw, &past) == 0) {
    value = 2;
    pthread_rwlock_unlock(&rw);
  }
  return arg;
}
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, writer, 0);
  pthread_create(&b, 0, timed_writer, 0);
  pthread_create(&c, 0, reader, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
}
