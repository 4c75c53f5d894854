// expect: none
// algos: dfs,sdpor,pop,dc
// classes: 10
// rf-classes: 10
// The same with a timed write lock whose deadline has passed (a try): a writer, a reader that
// waits for the read lock, and a writer that times out at once when the lock is busy. 13 runs for
// 10 classes before branch pop24 (the failed timed lock's schedule before the writer's unlock
// built from both of its siblings; docs/algorithms.md, "pop24: a try write lock's race left to
// its failed sibling").
#include <pthread.h>
#include <time.h>
static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
static int value;
static void *writer(void *a) {
  pthread_rwlock_wrlock(&rw);
  value = 1;
  pthread_rwlock_unlock(&rw);
  return a;
}
static void *reader(void *a) {
  pthread_rwlock_rdlock(&rw);
  int seen = value;
  pthread_rwlock_unlock(&rw);
  (void)seen;
  return a;
}
static void *try_writer(void *a) {
  if (pthread_rwlock_timedwrlock(&rw, &(struct timespec){0, 0}) == 0) {
    value = 2;
    pthread_rwlock_unlock(&rw);
  }
  return a;
}
int main(void) {
  pthread_t t[3];
  pthread_create(&t[0], 0, writer, 0);
  pthread_create(&t[1], 0, reader, 0);
  pthread_create(&t[2], 0, try_writer, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  return 0;
}
