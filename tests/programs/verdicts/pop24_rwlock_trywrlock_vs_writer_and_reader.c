// expect: none
// algos: dfs,sdpor,pop,dc
// classes: 10
// rf-classes: 10
// A writer, a reader that waits for the read lock, and a writer that only tries. The try's first
// run succeeds after the reader's unlock: pop moves it before that unlock (it fails: the reader
// holds the lock) and before the reader's lock (it succeeds), and in both subtrees the try races
// with the first writer's unlock: the schedule "the try fails while the writer holds the lock"
// was built twice, its subtree explored twice (13 runs for 10 classes before branch pop24;
// docs/algorithms.md, "pop24: a try write lock's race left to its failed sibling").
#include <pthread.h>
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
  if (pthread_rwlock_trywrlock(&rw) == 0) {
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
