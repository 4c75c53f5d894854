// expect: none
// Message passing with release/acquire: the consumer spins on an acquire load of the flag
// that the producer sets with a release store after writing the payload. Reading 1
// synchronises with the store (the payload happens before its read: no race), and reading
// 0 is the flag's only older value, which every spin round already reads: no load could
// read another write under C11 than in some SC interleaving, so the verdict is complete.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
int payload[2];
atomic_int ready;
void *producer(void *arg) {
  payload[0] = 1;
  payload[1] = 2;
  atomic_store_explicit(&ready, 1, memory_order_release);
  return NULL;
}
void *consumer(void *arg) {
  while (!atomic_load_explicit(&ready, memory_order_acquire)) {
  }
  assert(payload[0] + payload[1] == 3);
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
