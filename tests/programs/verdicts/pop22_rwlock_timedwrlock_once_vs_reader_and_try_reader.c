// expect: none
// algos: dfs,sdpor,pop,dc
// classes: 20
// rf-classes: 20
// A timed write lock with a past deadline (it fails at once while the lock is taken) against a
// reader and a reader that only tries: where the reader holds the lock, the failed timed lock
// and the try reader both come before its unlock, in either order (branch pop22).
#include <pthread.h>
#include <time.h>

static pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
static int shared, seen, seen_by_try;

static void *reader(void *a) {
  (void)a;
  pthread_rwlock_rdlock(&lock);
  seen = shared;
  pthread_rwlock_unlock(&lock);
  return 0;
}

static void *timed_writer(void *a) {
  (void)a;
  struct timespec past = {0, 0};
  if (pthread_rwlock_timedwrlock(&lock, &past) == 0) {
    shared++;
    pthread_rwlock_unlock(&lock);
  }
  return 0;
}

static void *try_reader(void *a) {
  (void)a;
  if (pthread_rwlock_tryrdlock(&lock) == 0) {
    seen_by_try = shared;
    pthread_rwlock_unlock(&lock);
  }
  return 0;
}

int main(void) {
  pthread_t t[3];
  pthread_create(&t[0], 0, reader, 0);
  pthread_create(&t[1], 0, timed_writer, 0);
  pthread_create(&t[2], 0, try_reader, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  return 0;
}
