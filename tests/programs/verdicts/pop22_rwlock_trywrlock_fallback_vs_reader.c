// expect: none
// algos: dfs,sdpor,pop,dc
// classes: 3
// rf-classes: 3
// A blocking reader that reads a counter, and a writer that tries the write lock once and
// then waits for it, incrementing the counter. The writer's lock after its failed try races
// with the reader's lock; its reversal carries the try before the reader, where it succeeds:
// a class made already by the run where the try succeeded (branch pop22).
#include <pthread.h>

static pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
static int counter;

static void *reader(void *a) {
  (void)a;
  pthread_rwlock_rdlock(&lock);
  int v = counter;
  pthread_rwlock_unlock(&lock);
  return (void *)(long)v;
}

static void *writer(void *a) {
  (void)a;
  if (pthread_rwlock_trywrlock(&lock) != 0) pthread_rwlock_wrlock(&lock);
  counter++;
  pthread_rwlock_unlock(&lock);
  return 0;
}

int main(void) {
  pthread_t t[2];
  pthread_create(&t[0], 0, reader, 0);
  pthread_create(&t[1], 0, writer, 0);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  return 0;
}
