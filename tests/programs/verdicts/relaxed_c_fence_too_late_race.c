// expect: data-race
// The reader's acquire fence comes after its read of the payload: the fence orders only
// what follows it, so the payload read races with the write.
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
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
    int v = payload;
    atomic_thread_fence(memory_order_acquire);
    printf("%d\n", v);
  }
  pthread_join(t, NULL);
  return 0;
}
