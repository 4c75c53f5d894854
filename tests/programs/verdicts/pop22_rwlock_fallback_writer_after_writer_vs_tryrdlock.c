// expect: none
// algos: dfs,sdpor,pop,dc
// classes: 18
// rf-classes: 18
// A reader that only tries, a writer that waits for the lock, and a writer that tries first and
// then waits. Where the second writer's try fails (the try was moved before an unlock), its
// fallback lock raced with the reader's lock, and that reversal carried the try before the
// reader, where it succeeds: the class of the earlier run's race of the successful try, made
// again (22 runs for 18 classes before branch pop22; the try heads the σ of an ancestor frame).
#include <pthread.h>

static pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
static void *try_reader(void *a) {
  (void)a;
  if (pthread_rwlock_tryrdlock(&lock) == 0) pthread_rwlock_unlock(&lock);
  return 0;
}

static void *writer(void *a) {
  (void)a;
  pthread_rwlock_wrlock(&lock);
  pthread_rwlock_unlock(&lock);
  return 0;
}

static void *fallback_writer(void *a) {
  (void)a;
  if (pthread_rwlock_trywrlock(&lock) != 0) pthread_rwlock_wrlock(&lock);
  pthread_rwlock_unlock(&lock);
  return 0;
}

int main(void) {
  pthread_t t[3];
  pthread_create(&t[0], 0, try_reader, 0);
  pthread_create(&t[1], 0, writer, 0);
  pthread_create(&t[2], 0, fallback_writer, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  return 0;
}
