// expect: none
// algos: dfs,sdpor,pop,dc
// classes: 18
// rf-classes: 18
// Two readers and a writer that tries the write lock once and gives up when it is taken. Where
// one reader holds the lock, the try fails and the other reader can still come in: both race
// with the first reader's unlock, and before branch pop22 the classes with both before that
// unlock were explored from both schedules.
#include <pthread.h>

static pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
static int value, got1, got2;

static void *reader1(void *a) {
  (void)a;
  pthread_rwlock_rdlock(&lock);
  got1 = value;
  pthread_rwlock_unlock(&lock);
  return 0;
}

static void *reader2(void *a) {
  (void)a;
  pthread_rwlock_rdlock(&lock);
  got2 = value;
  pthread_rwlock_unlock(&lock);
  return 0;
}

static void *try_writer(void *a) {
  (void)a;
  if (pthread_rwlock_trywrlock(&lock) == 0) {
    value = 1;
    pthread_rwlock_unlock(&lock);
  }
  return 0;
}

int main(void) {
  pthread_t t[3];
  pthread_create(&t[0], 0, reader1, 0);
  pthread_create(&t[1], 0, try_writer, 0);
  pthread_create(&t[2], 0, reader2, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  return 0;
}
