// expect: none
// 2+2W where both threads store the same value: each sets two "dirty" marks to 1, in
// opposite orders, relaxed. C11 lets the modification orders of both marks disagree with
// the threads' program order (rule 3 of docs/memory_model.md), but both stores of a mark
// write 1: main, after the joins, reads 1 whichever is last. A reversal whose two writes
// store the same value, read by a load both happen before, is not counted since weak14
// (weak13_litmus_2plus2w_relaxed_gap.c, with different values, keeps its gap). Complete.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_int dirty_a, dirty_b;
void *left(void *arg) {
  atomic_store_explicit(&dirty_a, 1, memory_order_relaxed);
  atomic_store_explicit(&dirty_b, 1, memory_order_relaxed);
  return 0;
}
void *right(void *arg) {
  atomic_store_explicit(&dirty_b, 1, memory_order_relaxed);
  atomic_store_explicit(&dirty_a, 1, memory_order_relaxed);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, left, 0);
  pthread_create(&b, 0, right, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(atomic_load_explicit(&dirty_a, memory_order_relaxed) == 1);
  assert(atomic_load_explicit(&dirty_b, memory_order_relaxed) == 1);
  return 0;
}
