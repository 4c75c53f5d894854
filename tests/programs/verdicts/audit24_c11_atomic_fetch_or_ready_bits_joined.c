// expect: none
// algos: pop,sdpor,dc,dfs
// Two workers announce readiness by setting their own bit of one word with a relaxed
// atomic_fetch_or, and clear a shared "pending" bit set with atomic_fetch_and; main reads
// the word after the joins. Relaxed ORs (and relaxed ANDs) of two threads may be in either
// modification order, but two ORs applied in either order leave the same word, so main's
// load, ordered after both by the joins, reads the same value either way: the run is
// complete (pop, sdpor, dc and DFS say so). Kept as the OR / AND counterpart of
// audit24_c_atomic_fetch_max_high_watermark.c, which gets a false weak-memory gap (listed in
// EXPECTED_FAILURES); why rule 3 does not count these two reversals was not analysed.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_uint ready = 0x100;
static void *worker(void *arg) {
  unsigned bit = (unsigned)(unsigned long)arg;
  atomic_fetch_or_explicit(&ready, bit, memory_order_relaxed);
  atomic_fetch_and_explicit(&ready, ~0x100u, memory_order_relaxed);
  return NULL;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, worker, (void *)1ul);
  pthread_create(&b, NULL, worker, (void *)2ul);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(atomic_load_explicit(&ready, memory_order_relaxed) == 3u);
  return 0;
}
