// expect: assertion
// algos: pop,sdpor,dc,dfs
// The seqlock of audit25_c_seqlock_two_writers_mutex_reader_retries.c with the writers'
// mutex removed: each writer reads the sequence and stores s + 1 and s + 2 itself, so two
// writers can both read the same even sequence and interleave their pairs; the reader can
// then see the same even sequence twice around a torn pair (x from one writer, y from the
// other) and its assertion fails: e.g. w1 and w2 both read 0, w1 writes x=1, w2 writes
// x=2, y=4 and seq=2, the reader reads seq 2, x=2... and w1's y=2 and seq=2: seq equal,
// y != 2x. Natively 0 of 500 runs failed.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

static atomic_uint seq;
static atomic_int x, y;

static void* writer(void* arg) {
  int v = *(int*)arg;
  unsigned s = atomic_load_explicit(&seq, memory_order_relaxed);
  atomic_store_explicit(&seq, s + 1, memory_order_relaxed);
  atomic_thread_fence(memory_order_release);
  atomic_store_explicit(&x, v, memory_order_relaxed);
  atomic_store_explicit(&y, 2 * v, memory_order_relaxed);
  atomic_store_explicit(&seq, s + 2, memory_order_release);
  return NULL;
}

static void* reader(void* arg) {
  (void)arg;
  unsigned s1 = atomic_load_explicit(&seq, memory_order_acquire);
  if (s1 & 1) return NULL;
  int a = atomic_load_explicit(&x, memory_order_relaxed);
  int b = atomic_load_explicit(&y, memory_order_relaxed);
  atomic_thread_fence(memory_order_acquire);
  unsigned s2 = atomic_load_explicit(&seq, memory_order_relaxed);
  if (s1 == s2) assert(b == 2 * a);
  return NULL;
}

int main(void) {
  int one = 1, two = 2;
  pthread_t w1, w2, r;
  pthread_create(&w1, NULL, writer, &one);
  pthread_create(&w2, NULL, writer, &two);
  pthread_create(&r, NULL, reader, NULL);
  pthread_join(w1, NULL);
  pthread_join(w2, NULL);
  pthread_join(r, NULL);
  return 0;
}
