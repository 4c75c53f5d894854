// expect: none
// Message passing where the consumer's acquire fence is control-dependent on its relaxed
// load of the flag: `if (load(flag, relaxed)) { fence(acquire); ... }`, and the consumer
// then overwrites `x`, which the producer wrote before its release fence. In the execution
// where the consumer runs first (flag read as 0, its store of x before the producer's), the
// flag load could read the producer's later 1 only if nothing it leads to came before that
// store; but reading 1 takes the branch whose first step is the acquire fence, which
// synchronises with the producer's release fence, so the producer's x = 1 then happens
// before the consumer's x = 2, and the dependence that made the read a load-buffering one
// is reversed: that execution is the SC schedule "producer first", explored
// (docs/memory_model.md, weak14, rule 2 with a control-dependent fence). Correct under C11,
// complete (before weak14: a false weak-memory gap).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static int data;
static atomic_int x, flag;
static int saw;
void *producer(void *arg) {
  data = 42;
  atomic_store_explicit(&x, 1, memory_order_relaxed);
  atomic_thread_fence(memory_order_release);
  atomic_store_explicit(&flag, 1, memory_order_relaxed);
  return 0;
}
void *consumer(void *arg) {
  if (atomic_load_explicit(&flag, memory_order_relaxed)) {
    atomic_thread_fence(memory_order_acquire);
    assert(data == 42);
    saw = 1;
  }
  atomic_store_explicit(&x, 2, memory_order_relaxed);
  return 0;
}
int main(void) {
  pthread_t p, c;
  pthread_create(&p, 0, producer, 0);
  pthread_create(&c, 0, consumer, 0);
  pthread_join(p, 0);
  pthread_join(c, 0);
  if (saw) assert(atomic_load_explicit(&x, memory_order_relaxed) == 2);
  return 0;
}
