// A deep single-producer single-consumer ring of 192 slots whose "full" test is off by one
// (the producer may write when the consumer is exactly a whole ring behind, overwriting the
// oldest unread slot). The bug needs the consumer to stall while the producer runs 192
// iterations ahead: hundreds of operations one way, then the consumer reads the slot.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define SLOTS 192
#define ITEMS 260
static atomic_int slot[SLOTS];
static atomic_int head = 0, tail = 0;  // head: next to read; tail: next to write

static void* producer(void* arg) {
  (void)arg;
  for (int item = 1; item <= ITEMS; item++) {
#ifndef CORRECT
    while (atomic_load(&tail) - atomic_load(&head) > SLOTS) {}  // off by one: should be >=
#else
    while (atomic_load(&tail) - atomic_load(&head) >= SLOTS) {}
#endif
    const int t = atomic_load(&tail);
    atomic_store(&slot[t % SLOTS], item);
    atomic_store(&tail, t + 1);
  }
  return 0;
}

static void* consumer(void* arg) {
  (void)arg;
  for (int expected = 1; expected <= ITEMS; expected++) {
    while (atomic_load(&head) == atomic_load(&tail)) {}
    const int h = atomic_load(&head);
    const int item = atomic_load(&slot[h % SLOTS]);
    assert(item == expected);  // an overwritten slot holds a later item
    atomic_store(&head, h + 1);
  }
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
