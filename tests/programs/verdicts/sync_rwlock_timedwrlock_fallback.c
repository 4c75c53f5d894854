// expect: none
// A writer tries pthread_rwlock_timedwrlock first and falls back to a blocking wrlock when
// it times out (a reader may hold the lock); the deadline's address is passed each time.
#include <pthread.h>
#include <errno.h>
#include <time.h>
#include <assert.h>
pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
int value, reads, timeouts;
void *reader(void *arg) {
  pthread_rwlock_rdlock(&rw);
  reads += value >= 0;
  pthread_rwlock_unlock(&rw);
  return 0;
}
void *writer(void *arg) {
  struct timespec deadline = {0, 0};
  int rc = pthread_rwlock_timedwrlock(&rw, &deadline);
  if (rc == ETIMEDOUT) {
    timeouts++;
    rc = pthread_rwlock_wrlock(&rw);
  }
  assert(rc == 0);
  value++;
  pthread_rwlock_unlock(&rw);
  return 0;
}
int main(void) {
  pthread_t r, w;
  pthread_create(&r, 0, reader, 0); pthread_create(&w, 0, writer, 0);
  pthread_join(r, 0); pthread_join(w, 0);
  assert(value == 1 && reads == 1 && timeouts <= 1);
  return 0;
}
