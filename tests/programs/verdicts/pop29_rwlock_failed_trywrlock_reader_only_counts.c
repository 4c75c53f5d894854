// expect: none
// classes: 8
// The correct twin of pop29_rwlock_failed_trywrlock_reader_only_bug.c: the same three threads
// and the same 8 classes (the read lock and the try in both orders, the try failing or not,
// times the read of x before or after the write), and an assertion that holds in every one
// (a failed try implies the reader held the lock at some point). Before pop29 pop ran 7.
#include <assert.h>
#include <pthread.h>
#include <time.h>

pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
_Atomic int x;
_Atomic int seen;
_Atomic int try_failed;
_Atomic int reader_held;
const struct timespec past = {0, 0};

void *reader_of_x(void *arg) {
  seen = x;
  return arg;
}

void *timed_reader(void *arg) {
  if (pthread_rwlock_timedrdlock(&lock, &past) == 0) {
    reader_held = 1;
    pthread_rwlock_unlock(&lock);
  }
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
  assert(!try_failed || reader_held);
  return 0;
}
