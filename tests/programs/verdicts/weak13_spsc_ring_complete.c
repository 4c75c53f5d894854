// expect: none
// algos: sdpor,pop,dc
// A single-producer single-consumer ring buffer of 2 slots for 2 items: the producer loads
// tail (its own, relaxed) and head (acquire), writes the slot, publishes tail + 1 with
// release; the consumer loads head (own, relaxed) and tail (acquire), reads the slot, frees it
// with a release store of head + 1. Each acquire that sees the other side's index
// synchronises with it, and an older index only looks empty, a retry the SC executions also
// have: complete. With a third item the ring fills, and the store-buffering shape of the two
// indices gives C11 executions no SC interleaving shows (weak13_spsc_ring_full_retry_gap.c).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#define SLOTS 2
static int ring[SLOTS];
static atomic_uint head, tail;
static int push(int v) {
  unsigned t = atomic_load_explicit(&tail, memory_order_relaxed);
  if (t - atomic_load_explicit(&head, memory_order_acquire) == SLOTS) return 0;
  ring[t % SLOTS] = v;
  atomic_store_explicit(&tail, t + 1, memory_order_release);
  return 1;
}
static int pop(int *v) {
  unsigned h = atomic_load_explicit(&head, memory_order_relaxed);
  if (atomic_load_explicit(&tail, memory_order_acquire) == h) return 0;
  *v = ring[h % SLOTS];
  atomic_store_explicit(&head, h + 1, memory_order_release);
  return 1;
}
void *producer(void *arg) {
  int sent = 0;
  for (int tries = 0; tries < 3 && sent < 2; tries++) sent += push(100 + sent);
  return 0;
}
void *consumer(void *arg) {
  int expected = 100;
  for (int tries = 0; tries < 2; tries++) {
    int v;
    if (pop(&v)) assert(v == expected++);
  }
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, producer, 0);
  pthread_create(&b, 0, consumer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
