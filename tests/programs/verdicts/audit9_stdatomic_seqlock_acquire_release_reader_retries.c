// expect: none
// complete: no
// Weak memory (branch weak12): INCOMPLETE, reason weak-memory: 3 atomic loads (first at audit9_stdatomic_seqlock_acquire_release_reader_retries.c:25, acquire, which could read a write its schedule ran later) could read
// another write under C11 than in the SC executions braid explores (docs/memory_model.md).
// algos: sdpor,pop,dc
// (dfs left out: without reduction it does not finish within the time limit)
// (qpor left out: it refuses the atomics or primitives used here)
// A seqlock with explicit orders (braid explores them under SC): the writer makes the sequence
// odd, writes two relaxed-atomic fields, makes it even; the reader retries through a helper
// until it reads a stable even sequence, and its snapshot is then consistent.
#include <stdatomic.h>
#include <pthread.h>
#include <assert.h>
static atomic_uint seq;
static atomic_int a, b;
static void write_pair(int v) {
  unsigned s = atomic_load_explicit(&seq, memory_order_relaxed);
  atomic_store_explicit(&seq, s + 1, memory_order_relaxed);
  atomic_thread_fence(memory_order_release);
  atomic_store_explicit(&a, v, memory_order_relaxed);
  atomic_store_explicit(&b, v, memory_order_relaxed);
  atomic_store_explicit(&seq, s + 2, memory_order_release);
}
static int try_read(int *x, int *y) {
  unsigned s1 = atomic_load_explicit(&seq, memory_order_acquire);
  if (s1 & 1) return 0;
  *x = atomic_load_explicit(&a, memory_order_relaxed);
  *y = atomic_load_explicit(&b, memory_order_relaxed);
  atomic_thread_fence(memory_order_acquire);
  return atomic_load_explicit(&seq, memory_order_relaxed) == s1;
}
static void *writer(void *arg) {
  write_pair(1);
  write_pair(2);
  return arg;
}
static void *reader(void *arg) {
  int x, y;
  while (!try_read(&x, &y)) {}
  assert(x == y);
  return arg;
}
int main(void) {
  pthread_t w, r;
  pthread_create(&w, NULL, writer, NULL);
  pthread_create(&r, NULL, reader, NULL);
  pthread_join(w, NULL);
  pthread_join(r, NULL);
  return 0;
}
