// expect: none
// pthread_rwlock_*: a writer updates two fields under the write lock; readers use
// pthread_rwlock_tryrdlock and skip when the writer holds it; a timed-out-free
// pthread_rwlock_trywrlock by a second writer falls back to a blocking wrlock.
#include <assert.h>
#include <pthread.h>
pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
int lo, hi;
void *writer(void *arg) {
  if (pthread_rwlock_trywrlock(&rw) != 0) pthread_rwlock_wrlock(&rw);
  lo++;
  hi++;
  pthread_rwlock_unlock(&rw);
  return arg;
}
void *reader(void *arg) {
  if (pthread_rwlock_tryrdlock(&rw) == 0) {
    assert(lo == hi);
    pthread_rwlock_unlock(&rw);
  }
  return arg;
}
int main(void) {
  pthread_t w1, w2, r;
  pthread_create(&w1, 0, writer, 0);
  pthread_create(&r, 0, reader, 0);
  pthread_create(&w2, 0, writer, 0);
  pthread_join(w1, 0);
  pthread_join(r, 0);
  pthread_join(w2, 0);
  assert(lo == 2 && hi == 2);
  pthread_rwlock_destroy(&rw);
  return 0;
}
