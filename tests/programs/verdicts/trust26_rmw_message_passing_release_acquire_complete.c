// expect: none
// The twin of trust26_rmw_message_passing_relaxed_gap.c with the producer's increment a release
// and the consumer's an acquire: an increment that reads the producer's synchronises with it,
// the payload's write then happens before the load, which reads 42 under C11 as under SC.
// Complete (rule 2's refinement and write-read coherence; the counter is not quiet, its
// consumer uses the result, and needs not be).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_int arrived, payload;
static void *producer(void *arg) {
  atomic_store_explicit(&payload, 42, memory_order_relaxed);
  atomic_fetch_add_explicit(&arrived, 1, memory_order_release);
  return arg;
}
static void *consumer(void *arg) {
  if (atomic_fetch_add_explicit(&arrived, 1, memory_order_acquire) == 1)
    assert(atomic_load_explicit(&payload, memory_order_relaxed) == 42);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, producer, 0);
  pthread_create(&b, 0, consumer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
