// expect: data-race
// algos: sdpor,pop,dc
// The buggy twin of weak13_spsc_ring_complete.c: the producer publishes tail relaxed, so the
// consumer's acquire of tail synchronises with nothing: its read of the slot races with the
// producer's write (reported in the SC executions; under C11 it could read the old slot).
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
  atomic_store_explicit(&tail, t + 1, memory_order_relaxed);
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
