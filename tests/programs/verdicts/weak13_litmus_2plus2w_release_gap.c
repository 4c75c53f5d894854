// expect: none
// complete: no
// weak-first-load: 28
// 2+2W with release stores: release/acquire orders nothing between two threads that only
// store, so C11 still lets both modification orders run against the threads' order (x == 1
// and y == 1 after the joins, no SC interleaving gives it). Only seq_cst stores forbid it
// (weak13_litmus_2plus2w_seq_cst_complete.c). Gap weak-memory, seen at main's first load.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int x, y;
void *left(void *arg) {
  atomic_store_explicit(&x, 1, memory_order_release);
  atomic_store_explicit(&y, 2, memory_order_release);
  return 0;
}
void *right(void *arg) {
  atomic_store_explicit(&y, 1, memory_order_release);
  atomic_store_explicit(&x, 2, memory_order_release);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, left, 0);
  pthread_create(&b, 0, right, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  int fx = atomic_load_explicit(&x, memory_order_acquire);
  int fy = atomic_load_explicit(&y, memory_order_acquire);
  assert(!(fx == 1 && fy == 1));
  return 0;
}
