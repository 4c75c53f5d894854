// expect: none
// Fence-to-fence synchronisation: a release fence before a relaxed store, read by a relaxed
// load followed by an acquire fence, orders the payload.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
int payload;
atomic_int ready;
void *producer(void *arg) {
  (void)arg;
  payload = 42;
  atomic_thread_fence(memory_order_release);
  atomic_store_explicit(&ready, 1, memory_order_relaxed);
  return NULL;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, producer, NULL);
  if (atomic_load_explicit(&ready, memory_order_relaxed)) {
    atomic_thread_fence(memory_order_acquire);
    assert(payload == 42);
  }
  pthread_join(t, NULL);
  return 0;
}
