// expect: data-race
// complete: no
// algos: sdpor,pop,dc
// A single-producer single-consumer ring buffer (Lamport's queue) in C11 atomics: the producer
// writes a slot, then publishes it with a release store of `tail`; the consumer's acquire load
// of `tail` makes the slot visible, but it hands the slot back with a RELAXED store of `head`:
// the producer's acquire load of it does not synchronise, so the producer's reuse of a slot
// races with the consumer's read of it. Three items through two slots.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <sched.h>
#define SLOTS 2
static int ring[SLOTS];
static atomic_uint head, tail;

static void *producer(void *arg) {
  (void)arg;
  for (unsigned i = 0; i < 3; ++i) {
    unsigned t = atomic_load_explicit(&tail, memory_order_relaxed);
    while (t - atomic_load_explicit(&head, memory_order_acquire) == SLOTS) sched_yield();
    ring[t % SLOTS] = (int)i + 1;
    atomic_store_explicit(&tail, t + 1, memory_order_release);
  }
  return 0;
}

static void *consumer(void *arg) {
  (void)arg;
  int sum = 0;
  for (unsigned i = 0; i < 3; ++i) {
    unsigned h = atomic_load_explicit(&head, memory_order_relaxed);
    while (atomic_load_explicit(&tail, memory_order_acquire) == h) sched_yield();
    sum += ring[h % SLOTS];
    atomic_store_explicit(&head, h + 1, memory_order_relaxed); /* BUG: hands the slot back unordered */
  }
  assert(sum == 6);
  return 0;
}

int main(void) {
  pthread_t p, c;
  pthread_create(&p, 0, producer, 0);
  pthread_create(&c, 0, consumer, 0);
  pthread_join(p, 0);
  pthread_join(c, 0);
  return 0;
}
