// expect: none
// Dekker-style flags with relaxed atomics and seq_cst fences (the idiom that is correct on
// real hardware too): not both threads can see the other's flag down.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int flag0, flag1, entered;
void *t0(void *arg) {
  atomic_store_explicit(&flag0, 1, memory_order_relaxed);
  atomic_thread_fence(memory_order_seq_cst);
  if (atomic_load_explicit(&flag1, memory_order_relaxed) == 0) atomic_fetch_add(&entered, 1);
  return arg;
}
void *t1(void *arg) {
  atomic_store_explicit(&flag1, 1, memory_order_relaxed);
  atomic_thread_fence(memory_order_seq_cst);
  if (atomic_load_explicit(&flag0, memory_order_relaxed) == 0) atomic_fetch_add(&entered, 1);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t0, 0);
  pthread_create(&b, 0, t1, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(atomic_load(&entered) <= 1);
  return 0;
}
