// expect: assertion
// complete: no
// Weak memory (branch weak12): INCOMPLETE, reason weak-memory: 4 atomic loads (first at audit12_genmc_seqlock_reader_accepts_odd_sequence_bug.c:32, acquire, which could read a write its schedule ran later) could read
// another write under C11 than in the SC executions braid explores (docs/memory_model.md).
// algos: dfs,sdpor,pop,dc
// A sequence lock in the style of GenMC's seqlock tests: the writer makes the sequence
// odd with fetch_add (acquire-release), writes two data words with relaxed atomic stores,
// and makes it even again with a release fetch_add; a reader (main) reads the
// sequence (acquire), the two words (relaxed), an acquire fence and the sequence again,
// and retries until it saw the same sequence both times, but forgets to require it even:
// a reader that read both sequence loads while the writer was between its two words
// (sequence odd) accepts a torn snapshot. The twin that requires an even sequence is
// audit12_genmc_seqlock_writer_fetch_add_one_reader.c.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

static atomic_uint seq;
static atomic_int word_a, word_b;

static void write_pair(int v) {
  atomic_fetch_add_explicit(&seq, 1, memory_order_acq_rel);
  atomic_store_explicit(&word_a, v, memory_order_relaxed);
  atomic_store_explicit(&word_b, v, memory_order_relaxed);
  atomic_fetch_add_explicit(&seq, 1, memory_order_release);
}

static int read_consistent(unsigned s0, unsigned s1) { return s0 == s1; }  // BUG: odd accepted

static void read_pair(int *a, int *b) {
  for (;;) {
    unsigned s0 = atomic_load_explicit(&seq, memory_order_acquire);
    *a = atomic_load_explicit(&word_a, memory_order_relaxed);
    *b = atomic_load_explicit(&word_b, memory_order_relaxed);
    atomic_thread_fence(memory_order_acquire);
    unsigned s1 = atomic_load_explicit(&seq, memory_order_relaxed);
    if (read_consistent(s0, s1)) return;
  }
}

static void *writer(void *arg) {
  (void)arg;
  write_pair(1);
  return NULL;
}

static void *reader(void *arg) {
  (void)arg;
  int a, b;
  read_pair(&a, &b);
  assert(a == b);
  return NULL;
}

int main(void) {
  pthread_t w;
  pthread_create(&w, NULL, writer, NULL);
  reader(NULL);
  pthread_join(w, NULL);
  return 0;
}
