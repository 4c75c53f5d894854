// expect: data-race
// The acquire fence is on the wrong branch: the consumer fences when it reads the flag as 0
// and reads the payload, unordered, when it reads 1. The payload read then races with the
// producer's write (a data race in the SC executions already, reported). The fence on the
// zero path is what braid's instrumentation records (BRAID_ACCESS_FENCE_IF_ZERO), and it
// synchronises nothing for a read of the producer's 1.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static int payload;
static atomic_int ready;
static int got;
void *producer(void *arg) {
  payload = 7;
  atomic_thread_fence(memory_order_release);
  atomic_store_explicit(&ready, 1, memory_order_relaxed);
  return 0;
}
void *consumer(void *arg) {
  if (!atomic_load_explicit(&ready, memory_order_relaxed)) {
    atomic_thread_fence(memory_order_acquire);
    return 0;
  }
  got = payload;
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
