// expect: assertion
// complete: no
// algos: sdpor,pop,dc
// classes: 49
// rf-classes: 49
// (DFS: 49 / 49 classes in 3872 executions)
// A seqlock in C11 atomics, the fence form, whose reader forgets to re-check the sequence
// after reading the data: it accepts a torn pair (x from one write, y from the next) even
// under sequential consistency, which the exploration finds. The relaxed data loads also make
// the weak-memory gap (incomplete), as for the correct reader
// (audit18_c11_seqlock_fenced_reader.c).
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
    (void)s2; assert(b == 2 * a); return 0; /* BUG: the sequence is not re-checked */
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
