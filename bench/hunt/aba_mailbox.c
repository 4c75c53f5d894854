// ABA on a one-slot mailbox of recycled nodes: a producer takes a free node from a pool of
// two, writes an item into it and posts its index in the slot; two consumers take the
// index with a compare-exchange (index -> empty), read the item and free the node. A
// consumer that read the index and the item, then was held while the other consumer took
// and freed that node and the producer reused it for the next item and posted it again,
// still succeeds with its compare-exchange (the same index) and takes the old item: the
// new one is lost. Three threads, 40 items, each attempt bounded (no spinning). The twin
// tags the slot with a generation, so the stale compare-exchange fails.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define ITEMS 40
#define EMPTY 0
static atomic_int slot = EMPTY;  // (generation << 8) | (node index + 1), or EMPTY
static atomic_int item[2];
static atomic_int in_use[2];
static atomic_int generation = 0;

static void* producer(void* arg) {
  (void)arg;
  for (int n = 1; n <= ITEMS; n++) {
    int node = -1;
    for (int i = 0; i < 2 && node < 0; i++) {
      int free_flag = 0;
      if (atomic_compare_exchange_strong(&in_use[i], &free_flag, 1)) node = i;
    }
    if (node < 0) continue;  // no free node: this item is skipped
    atomic_store(&item[node], n);
#ifndef CORRECT
    const int posted = node + 1;
#else
    const int posted = (atomic_fetch_add(&generation, 1) + 1) << 8 | (node + 1);
#endif
    int empty = EMPTY;
    if (!atomic_compare_exchange_strong(&slot, &empty, posted)) atomic_store(&in_use[node], 0);
  }
  return 0;
}

static void* consumer(void* arg) {
  (void)arg;
  for (int k = 0; k < ITEMS; k++) {
    int posted = atomic_load(&slot);
    if (posted == EMPTY) continue;
    const int node = (posted & 0xff) - 1;
    const int n = atomic_load(&item[node]);
    if (atomic_compare_exchange_strong(&slot, &posted, EMPTY)) {
      // The node is ours until we free it: its item must be the one we read.
      assert(atomic_load(&item[node]) == n);
      atomic_store(&in_use[node], 0);
    }
  }
  return 0;
}

int main(void) {
  pthread_t p, c[2];
  pthread_create(&c[0], 0, consumer, 0);
  pthread_create(&c[1], 0, consumer, 0);
  pthread_create(&p, 0, producer, 0);
  pthread_join(p, 0);
  pthread_join(c[0], 0);
  pthread_join(c[1], 0);
  return 0;
}
