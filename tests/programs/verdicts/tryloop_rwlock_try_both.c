// expect: none
// Writers retry pthread_rwlock_trywrlock and a reader retries pthread_rwlock_tryrdlock
// until they get the lock: failed attempts change nothing, so each loop waits until the
// lock is released instead of spinning to the step bound.
#include <assert.h>
#include <pthread.h>

static pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
static int value;

static void *writer(void *arg) {
  (void)arg;
  while (pthread_rwlock_trywrlock(&lock) != 0) {
  }
  value++;
  pthread_rwlock_unlock(&lock);
  return 0;
}

static void *reader(void *arg) {
  (void)arg;
  while (pthread_rwlock_tryrdlock(&lock) != 0) {
  }
  int v = value;
  pthread_rwlock_unlock(&lock);
  assert(v >= 0 && v <= 2);
  return 0;
}

int main(void) {
  pthread_t w1, w2, r;
  pthread_create(&w1, 0, writer, 0);
  pthread_create(&w2, 0, writer, 0);
  pthread_create(&r, 0, reader, 0);
  pthread_join(w1, 0);
  pthread_join(w2, 0);
  pthread_join(r, 0);
  assert(value == 2);
  return 0;
}
