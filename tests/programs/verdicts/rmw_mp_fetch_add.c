// expect: none
// classes: 3
// Message passing through read-modify-writes: the producer writes the data, then a release
// store and a fetch_add on the flag; the consumer's fetch_add reads the flag and, when it
// sees the message, an acquire read of the data must see it too.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
atomic_int data, flag;
void *producer(void *arg) {
  (void)arg;
  atomic_store_explicit(&data, 1, memory_order_relaxed);
  atomic_store_explicit(&flag, 1, memory_order_release);
  atomic_fetch_add_explicit(&flag, 1, memory_order_acq_rel);
  return 0;
}
void *consumer(void *arg) {
  (void)arg;
  int f = atomic_fetch_add_explicit(&flag, 10, memory_order_acq_rel);
  if (f != 0) assert(atomic_load_explicit(&data, memory_order_acquire) == 1);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, producer, 0);
  pthread_create(&b, 0, consumer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
