// expect: assertion
// Atomic load then atomic store is not an atomic increment: three threads can lose updates.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
atomic_int hits;
void *worker(void *arg) {
  int v = atomic_load_explicit(&hits, memory_order_acquire);
  atomic_store_explicit(&hits, v + 1, memory_order_release);
  return 0;
}
int main(void) {
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  assert(atomic_load(&hits) == 3);
  return 0;
}
