// expect: assertion
// Weak memory: complete since branch weak13 (branch weak12 gave the gap weak-memory for the
// acquire load of seq at line 25, which could read the writer's later increment). Reading
// the release increment synchronises, so the writer's stores of a and b then happen before the
// reader's loads of them, which read 1 (coherence): the alternative is an SC execution
// (docs/memory_model.md, rule 2's synchronisation). The torn snapshot is found in the SC
// executions already.
// algos: dfs,sdpor,pop,dc
// (qpor left out: it refuses the atomics or primitives used here)
// The seqlock reader checks only that the sequence was even before reading, never that it
// did not change: it can take a torn snapshot.
#include <stdatomic.h>
#include <pthread.h>
#include <assert.h>
static atomic_uint seq;
static atomic_int a, b;
static void *writer(void *arg) {
  atomic_fetch_add_explicit(&seq, 1, memory_order_acq_rel);
  atomic_store_explicit(&a, 1, memory_order_relaxed);
  atomic_store_explicit(&b, 1, memory_order_relaxed);
  atomic_fetch_add_explicit(&seq, 1, memory_order_release);
  return arg;
}
static int try_read(int *x, int *y) {
  if (atomic_load_explicit(&seq, memory_order_acquire) & 1) return 0;
  *x = atomic_load_explicit(&a, memory_order_relaxed);
  *y = atomic_load_explicit(&b, memory_order_relaxed);
  return 1;
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
