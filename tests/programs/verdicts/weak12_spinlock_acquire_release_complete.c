// expect: none
// A spinlock whose lock is an exchange with acquire order and whose unlock is a release
// store: the exchange is a read-modify-write (it reads the latest value in the modification
// order, no alternative), and a lock that reads the unlock's 0 synchronises with it, so the
// counter's plain accesses are ordered. No load could read another write: complete.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int lock_word;
int counter;
static void lock(void) {
  while (atomic_exchange_explicit(&lock_word, 1, memory_order_acquire)) {
  }
}
static void unlock(void) { atomic_store_explicit(&lock_word, 0, memory_order_release); }
void *worker(void *arg) {
  for (int i = 0; i < 2; ++i) {
    lock();
    ++counter;
    unlock();
  }
  return NULL;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, worker, NULL);
  pthread_create(&b, NULL, worker, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(counter == 4);
  return 0;
}
