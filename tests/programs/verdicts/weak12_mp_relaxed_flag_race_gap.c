// expect: data-race
// complete: no
// Message passing through a relaxed flag: the flag's store releases nothing and its load
// acquires nothing. The plain payload's write and read race (a data race, reported); the
// relaxed atomic count written before the flag could be read as its old 0 after the flag
// was read as 1 (the store of the count is kept before the load by program order and the
// flag's reads-from, yet does not happen before it): gap weak-memory.
#include <pthread.h>
#include <stdatomic.h>
int payload;
atomic_int count;
atomic_int ready;
void *producer(void *arg) {
  atomic_store_explicit(&count, 1, memory_order_relaxed);
  payload = 42;
  atomic_store_explicit(&ready, 1, memory_order_relaxed);
  return NULL;
}
void *consumer(void *arg) {
  if (atomic_load_explicit(&ready, memory_order_relaxed))
    return (void *)(long)(payload + atomic_load_explicit(&count, memory_order_relaxed));
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
