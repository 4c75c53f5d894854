// expect: none
// complete: no
// weak-first-load: 25
// The buggy twin of weak13_seqlock_fences_complete.c: the reader has no acquire fence
// before its second load of the sequence. C11 then lets that load read the sequence's older
// even value although a data load already read the writer's new data (nothing orders the
// data loads before it): the reader can keep a torn snapshot (a == 5, b == 0) that no SC
// interleaving shows. braid, SC, cannot reach the assertion's failure: gap weak-memory.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_uint seq;
static atomic_int data0, data1;
void *writer(void *arg) {
  unsigned s = atomic_load_explicit(&seq, memory_order_relaxed);
  atomic_store_explicit(&seq, s + 1, memory_order_relaxed);
  atomic_thread_fence(memory_order_release);
  atomic_store_explicit(&data0, 5, memory_order_relaxed);
  atomic_store_explicit(&data1, 5, memory_order_relaxed);
  atomic_store_explicit(&seq, s + 2, memory_order_release);
  return 0;
}
void *reader(void *arg) {
  unsigned s1 = atomic_load_explicit(&seq, memory_order_acquire);
  int a = atomic_load_explicit(&data0, memory_order_relaxed);
  int b = atomic_load_explicit(&data1, memory_order_relaxed);
  unsigned s2 = atomic_load_explicit(&seq, memory_order_relaxed);
  if (s1 == s2 && (s1 & 1) == 0) assert(a == b);
  return 0;
}
int main(void) {
  pthread_t w, r;
  pthread_create(&w, 0, writer, 0);
  pthread_create(&r, 0, reader, 0);
  pthread_join(w, 0);
  pthread_join(r, 0);
  return 0;
}
