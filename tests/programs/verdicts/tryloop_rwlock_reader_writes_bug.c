// expect: data-race,assertion
// A thread that retries pthread_rwlock_tryrdlock and then writes under the read lock:
// two such "readers" hold the lock together and lose an update.
#include <assert.h>
#include <pthread.h>

static pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
static int value;

static void *adder(void *arg) {
  (void)arg;
  while (pthread_rwlock_tryrdlock(&lock) != 0) {
  }
  value = value + 1;  // a write under a read lock
  pthread_rwlock_unlock(&lock);
  return 0;
}

static void *exclusive(void *arg) {
  (void)arg;
  while (pthread_rwlock_trywrlock(&lock) != 0) {
  }
  pthread_rwlock_unlock(&lock);
  return 0;
}

int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, adder, 0);
  pthread_create(&b, 0, adder, 0);
  pthread_create(&c, 0, exclusive, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  assert(value == 2);
  return 0;
}
