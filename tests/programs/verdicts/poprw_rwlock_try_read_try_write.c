// expect: none
// algos: dfs,sdpor,pop,dc
// classes: 23
// rf-classes: 23
// tryrdlock that gives up when a writer holds the lock, trywrlock that falls back to
// wrlock, and a plain reader. Before branch poprw pop explored 5 of the 23 classes (DFS,
// sdpor 23).
#include <assert.h>
#include <pthread.h>

static pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
static int x, seen;

static void *try_reader(void *a) {
  (void)a;
  if (pthread_rwlock_tryrdlock(&lock) == 0) {
    seen = x;
    pthread_rwlock_unlock(&lock);
  }
  return 0;
}

static void *try_writer(void *a) {
  (void)a;
  if (pthread_rwlock_trywrlock(&lock) != 0) pthread_rwlock_wrlock(&lock);
  x++;
  pthread_rwlock_unlock(&lock);
  return 0;
}

static void *reader(void *a) {
  (void)a;
  pthread_rwlock_rdlock(&lock);
  int v = x;
  pthread_rwlock_unlock(&lock);
  return (void *)(long)v;
}

int main(void) {
  pthread_t t[3];
  pthread_create(&t[0], 0, try_reader, 0);
  pthread_create(&t[1], 0, try_writer, 0);
  pthread_create(&t[2], 0, reader, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  assert(x == 1);
  return 0;
}
