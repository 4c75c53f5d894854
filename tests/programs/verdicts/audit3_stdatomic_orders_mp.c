// expect: none
// complete: no
// weak-first-load: 41
// Weak memory (branches weak12, weak13, weak14): INCOMPLETE, reason weak-memory, for the
// compare-exchange on f1 (line 41) only: where it fails, reading the producer's 1, it could
// read the initial 0 under C11 and succeed: in the execution concerned (f2 and f3 read as
// 0) the producer's store of f1 is kept before the consumer's compare-exchange only through
// the relaxed counter's increments, which synchronise nothing. No SC interleaving gives that
// outcome: a true gap (nothing is asserted about it). Before weak14 the relaxed load of f2 (line 37) was named
// first: its acquire fence runs only when it reads 1, which the execution reading 0 did not
// show; since weak14 the instrumentation records the control-dependent fence, and reading
// the producer's 1 synchronises (docs/memory_model.md, weak14). The relaxed counter's two
// increments, whose order main's final load could not tell, no longer count either. Since
// weak13 the acquire and consume loads (lines 36, 38) have no gap.
// classes: 17
// <stdatomic.h> message passing with every memory order and both fences; braid is SC, and the
// program is correct under C11 too (release/acquire pairs, a fence pair, seq_cst).
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
int d1, d2, d3;
atomic_int f1, f2, f3;
atomic_long relaxed_counter;
void *producer(void *arg) {
  d1 = 1;
  atomic_store_explicit(&f1, 1, memory_order_release);
  d2 = 2;
  atomic_thread_fence(memory_order_release);
  atomic_store_explicit(&f2, 1, memory_order_relaxed);
  d3 = 3;
  atomic_store(&f3, 1);
  atomic_fetch_add_explicit(&relaxed_counter, 1, memory_order_relaxed);
  return 0;
}
void *consumer(void *arg) {
  if (atomic_load_explicit(&f1, memory_order_acquire)) assert(d1 == 1);
  if (atomic_load_explicit(&f2, memory_order_relaxed)) { atomic_thread_fence(memory_order_acquire); assert(d2 == 2); }
  if (atomic_load_explicit(&f3, memory_order_consume)) assert(d3 == 3);
  atomic_fetch_add_explicit(&relaxed_counter, 1, memory_order_relaxed);
  int expected = 0;
  atomic_compare_exchange_strong_explicit(&f1, &expected, 5, memory_order_acq_rel, memory_order_acquire);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, producer, 0);
  pthread_create(&b, 0, consumer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(atomic_load(&relaxed_counter) == 2);
  return 0;
}
