// expect: none
// Message passing with relaxed flag accesses and release/acquire fences: the fences make
// the payload's write happen before its read (no data race). The relaxed load that reads
// the flag's 1 could read the old 0 under C11, but nothing keeps the flag's store before
// that load other than the load reading it: the SC schedule with the load first (one more
// spin round) is explored too, so no behaviour is missed and the verdict stays complete.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
int payload;
atomic_int ready;
void *producer(void *arg) {
  payload = 5;
  atomic_thread_fence(memory_order_release);
  atomic_store_explicit(&ready, 1, memory_order_relaxed);
  return NULL;
}
void *consumer(void *arg) {
  while (!atomic_load_explicit(&ready, memory_order_relaxed)) {
  }
  atomic_thread_fence(memory_order_acquire);
  assert(payload == 5);
  return NULL;
}
int main(void) {
  pthread_t p, c;
  pthread_create(&p, NULL, producer, NULL);
  pthread_create(&c, NULL, consumer, NULL);
  pthread_join(p, NULL);
  pthread_join(c, NULL);
  return 0;
}
