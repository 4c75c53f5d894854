// expect: none
// complete: no
// weak-first-load: 23
// algos: sdpor,pop,dc
// A single-producer single-consumer ring buffer of 2 slots for 3 items (dfs: too many
// schedules for the corpus): the producer loads tail (its own,
// relaxed) and head (acquire), writes the slot, publishes tail + 1 with release; the consumer
// loads head (own, relaxed) and tail (acquire), reads the slot, frees it with a release
// store of head + 1. Correct under C11 (slot writes and reads never overlap, no race), and
// yet not complete: each side stores its index and then loads the other's, the
// store-buffering shape, so C11 lets both see the other's older index (a ring that looks
// full to one and empty to the other at once), which no SC interleaving shows; it only makes
// a retry, but braid does not explore it: gap weak-memory (docs/memory_model.md, "Correct
// programs that keep the gap").
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
  for (int tries = 0; tries < 4 && sent < 3; tries++) sent += push(100 + sent);
  return 0;
}
void *consumer(void *arg) {
  int expected = 100;
  for (int tries = 0; tries < 3; tries++) {
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
