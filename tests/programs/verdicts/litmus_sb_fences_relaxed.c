// expect: none
// SB with relaxed accesses and seq_cst fences: forbidden outcome stays forbidden (braid checks SC).
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
atomic_int x, y;
int r1, r2;
void *t1(void *a) {
  atomic_store_explicit(&x, 1, memory_order_relaxed);
  atomic_thread_fence(memory_order_seq_cst);
  r1 = atomic_load_explicit(&y, memory_order_relaxed);
  return 0;
}
void *t2(void *a) {
  atomic_store_explicit(&y, 1, memory_order_relaxed);
  atomic_thread_fence(memory_order_seq_cst);
  r2 = atomic_load_explicit(&x, memory_order_relaxed);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0); pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  assert(!(r1 == 0 && r2 == 0));
  return 0;
}
