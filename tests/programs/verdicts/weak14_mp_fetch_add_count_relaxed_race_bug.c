// expect: data-race
// The buggy twin of weak14_mp_fetch_add_count_complete.c: the count is incremented with
// memory_order_relaxed. Reading it then orders nothing, so the consumer's slot reads race
// with the producer's writes (a data race in the SC executions already, reported).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#define SLOTS 2
static int slot[SLOTS];
static atomic_int filled;
void *producer(void *arg) {
  for (int i = 0; i < SLOTS; i++) {
    slot[i] = 10 + i;
    atomic_fetch_add_explicit(&filled, 1, memory_order_relaxed);
  }
  return 0;
}
void *consumer(void *arg) {
  int n = atomic_load_explicit(&filled, memory_order_acquire);
  for (int i = 0; i < n; i++) assert(slot[i] == 10 + i);
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
