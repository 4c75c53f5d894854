// expect: assertion
// A timed write lock with a deadline already past fails at once while a reader holds the lock.
// Two readers take turns (each its own read lock and unlock); the writer's failure needs one of
// them inside its section, and the assertion fails when the writer failed and a reader's
// section read the value the writer stores after its attempt. Before pop29 pop and dc missed it.
#include <assert.h>
#include <pthread.h>
#include <time.h>

pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
_Atomic int value;
_Atomic int late_seen;
_Atomic int writer_failed;
const struct timespec past = {0, 0};

void *reader(void *arg) {
  if (pthread_rwlock_tryrdlock(&lock) == 0) pthread_rwlock_unlock(&lock);
  return arg;
}

void *peeker(void *arg) {
  if (value == 7) late_seen = 1;
  return arg;
}

void *writer(void *arg) {
  if (pthread_rwlock_timedwrlock(&lock, &past) == 0)
    pthread_rwlock_unlock(&lock);
  else
    writer_failed = 1;
  value = 7;
  return arg;
}

int main(void) {
  pthread_t t[3];
  pthread_create(&t[0], 0, peeker, 0);
  pthread_create(&t[1], 0, reader, 0);
  pthread_create(&t[2], 0, writer, 0);
  for (int i = 0; i < 3; ++i) pthread_join(t[i], 0);
  assert(!(writer_failed && late_seen));
  return 0;
}
