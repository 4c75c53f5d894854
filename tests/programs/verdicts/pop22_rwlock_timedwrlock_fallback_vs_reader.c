// expect: none
// algos: dfs,sdpor,pop,dc
// classes: 3
// rf-classes: 3
// A timed write lock with a deadline already past (it fails at once, like a trywrlock) that
// falls back to wrlock, against a reader that holds the read lock over a read (branch pop22).
#include <pthread.h>
#include <time.h>

static pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
static int data, seen;

static void *reader(void *a) {
  (void)a;
  pthread_rwlock_rdlock(&lock);
  seen = data;
  pthread_rwlock_unlock(&lock);
  return 0;
}

static void *writer(void *a) {
  (void)a;
  struct timespec past = {0, 0};
  if (pthread_rwlock_timedwrlock(&lock, &past) != 0) pthread_rwlock_wrlock(&lock);
  data = 1;
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
