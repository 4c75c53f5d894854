// expect: none
// complete: no
// algos: sdpor,pop,dc
// classes: 145
// rf-classes: 145
// (DFS: 145 / 145 classes in 31547 executions, too slow for the corpus)
// A seqlock in C11 atomics, the fence form (data fields are relaxed atomics, the reader
// re-checks the sequence after an acquire fence): correct under C11, the reader never returns
// a torn pair. braid's weak-memory criterion is a sufficient trigger: the reader's relaxed data
// loads could read older values than the explored ones, so the verdict is incomplete
// (weak-memory) even though C11 forbids a torn result being accepted (docs/memory_model.md:
// the criterion does not check the alternative execution's other loads).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_uint seq;
static atomic_int x, y; /* invariant: y == 2 * x */

static void *writer(void *arg) {
  (void)arg;
  for (int v = 1; v <= 2; ++v) {
    unsigned s = atomic_load_explicit(&seq, memory_order_relaxed);
    atomic_store_explicit(&seq, s + 1, memory_order_relaxed);
    atomic_thread_fence(memory_order_release);
    atomic_store_explicit(&x, v, memory_order_relaxed);
    atomic_store_explicit(&y, 2 * v, memory_order_relaxed);
    atomic_store_explicit(&seq, s + 2, memory_order_release);
  }
  return 0;
}

static void *reader(void *arg) {
  (void)arg;
  for (int attempt = 0; attempt < 2; ++attempt) {
    unsigned s1 = atomic_load_explicit(&seq, memory_order_acquire);
    if (s1 & 1) continue;
    int a = atomic_load_explicit(&x, memory_order_relaxed);
    int b = atomic_load_explicit(&y, memory_order_relaxed);
    atomic_thread_fence(memory_order_acquire);
    unsigned s2 = atomic_load_explicit(&seq, memory_order_relaxed);
    if (s1 == s2) { assert(b == 2 * a); return 0; }
  }
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
