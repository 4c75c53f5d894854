// expect: none
// Message passing through stdatomic with every memory order on the flag (relaxed, consume,
// acquire, release, acq_rel, seq_cst) and a fence pair: under SC all are the same, and the
// data is always seen.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
atomic_int data1, data2, flag;
void *writer(void *arg) {
  atomic_store_explicit(&data1, 1, memory_order_relaxed);
  atomic_store_explicit(&data2, 2, memory_order_release);
  atomic_thread_fence(memory_order_acq_rel);
  atomic_fetch_add_explicit(&flag, 1, memory_order_acq_rel);
  atomic_store_explicit(&flag, 2, memory_order_seq_cst);
  return 0;
}
void *reader(void *arg) {
  int f = atomic_load_explicit(&flag, memory_order_consume);
  atomic_thread_fence(memory_order_acquire);
  if (f >= 1) {
    assert(atomic_load_explicit(&data1, memory_order_relaxed) == 1);
    assert(atomic_load_explicit(&data2, memory_order_acquire) == 2);
  }
  int expected = 2;
  if (atomic_compare_exchange_strong_explicit(&flag, &expected, 3, memory_order_acq_rel, memory_order_relaxed))
    assert(atomic_load_explicit(&data1, memory_order_seq_cst) == 1);
  return 0;
}
int main(void) {
  pthread_t w, r;
  pthread_create(&w, 0, writer, 0); pthread_create(&r, 0, reader, 0);
  pthread_join(w, 0); pthread_join(r, 0);
  return 0;
}
