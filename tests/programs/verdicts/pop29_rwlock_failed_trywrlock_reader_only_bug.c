// expect: assertion
// classes: 8
// A trywrlock fails only while another thread holds the lock: here only the timed reader can
// hold it, so "the try failed and the reader of x saw the write that follows the try" needs the
// timed reader's read lock before the try and the read of x after the write. Before pop29, pop
// and dc took the failed try (a load of the lock byte) as independent of the read lock (another
// load), moved it before the read lock when reversing the race on x, where it succeeds, and never
// ran this class: "complete, 0 bugs" (sdpor and DFS: the assertion; natively reachable).
#include <assert.h>
#include <pthread.h>
#include <time.h>

pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
_Atomic int x;
_Atomic int seen;
_Atomic int try_failed;
const struct timespec past = {0, 0};

void *reader_of_x(void *arg) {
  seen = x;
  return arg;
}

void *timed_reader(void *arg) {
  if (pthread_rwlock_timedrdlock(&lock, &past) == 0) pthread_rwlock_unlock(&lock);
  return arg;
}

void *try_writer(void *arg) {
  if (pthread_rwlock_trywrlock(&lock) == 0)
    pthread_rwlock_unlock(&lock);
  else
    try_failed = 1;
  x = 1;
  return arg;
}

int main(void) {
  pthread_t t[3];
  pthread_create(&t[0], 0, reader_of_x, 0);
  pthread_create(&t[1], 0, timed_reader, 0);
  pthread_create(&t[2], 0, try_writer, 0);
  for (int i = 0; i < 3; ++i) pthread_join(t[i], 0);
  assert(!(try_failed && seen == 1));
  return 0;
}
