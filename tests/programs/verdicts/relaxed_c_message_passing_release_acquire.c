// expect: none
// Message passing done right: a release store of the flag read by an acquire load orders
// the payload's write before its read.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
int payload;
atomic_int ready;
void *producer(void *arg) {
  (void)arg;
  payload = 42;
  atomic_store_explicit(&ready, 1, memory_order_release);
  return NULL;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, producer, NULL);
  if (atomic_load_explicit(&ready, memory_order_acquire)) assert(payload == 42);
  pthread_join(t, NULL);
  return 0;
}
