// expect: none
// algos: dfs,sdpor,pop,dc
// classes: 4
// rf-classes: 4
// A trywrlock that falls back to wrlock against a tryrdlock. Where the try fails on the
// reader, the write lock after it raced with the read lock, and that reversal carried the
// failed try before the reader, where it succeeds: "the try acquires first", a class the
// parent run's acquisition race of the successful try had made already. pop explored it
// twice (5 runs for 4 classes before branch pop22).
#include <pthread.h>

static pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;

static void *try_reader(void *a) {
  (void)a;
  if (pthread_rwlock_tryrdlock(&lock) == 0) pthread_rwlock_unlock(&lock);
  return 0;
}

static void *try_writer(void *a) {
  (void)a;
  if (pthread_rwlock_trywrlock(&lock) != 0) pthread_rwlock_wrlock(&lock);
  pthread_rwlock_unlock(&lock);
  return 0;
}

int main(void) {
  pthread_t t[2];
  pthread_create(&t[0], 0, try_reader, 0);
  pthread_create(&t[1], 0, try_writer, 0);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  return 0;
}
