// A queue that fails only after many operations in one pattern: a ring of 6 slots carries
// 200 items from a producer to a consumer. The consumer returns a slot only when the
// producer is not publishing at that moment (a misplaced "fast path"): each take that
// overlaps a publication leaks one slot for good, and only after 6 leaks does the producer
// wait forever for a free slot (a deadlock). The twin always returns the slot.
#include <pthread.h>
#include <stdatomic.h>

#define ITEMS 200
#define SLOTS 6
static int free_slots = SLOTS, items = 0;
static atomic_int publishing = 0;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t not_full = PTHREAD_COND_INITIALIZER, not_empty = PTHREAD_COND_INITIALIZER;

static void* producer(void* arg) {
  (void)arg;
  for (int k = 0; k < ITEMS; k++) {
    pthread_mutex_lock(&lock);
    while (free_slots == 0) pthread_cond_wait(&not_full, &lock);
    free_slots--;
    pthread_mutex_unlock(&lock);
    atomic_store(&publishing, 1);
    pthread_mutex_lock(&lock);
    items++;
    pthread_cond_signal(&not_empty);
    pthread_mutex_unlock(&lock);
    atomic_store(&publishing, 0);
  }
  return 0;
}

static void* consumer(void* arg) {
  (void)arg;
  for (int k = 0; k < ITEMS; k++) {
    pthread_mutex_lock(&lock);
    while (items == 0) pthread_cond_wait(&not_empty, &lock);
    items--;
    pthread_mutex_unlock(&lock);
#ifndef CORRECT
    if (atomic_load(&publishing)) continue;  // the leak: this slot is never returned
#endif
    pthread_mutex_lock(&lock);
    free_slots++;
    pthread_cond_signal(&not_full);
    pthread_mutex_unlock(&lock);
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
