// expect: data-race
// Message passing through a relaxed flag: the reader may see the flag set and still read
// the payload with no happens-before from its write (a data race in C11, even though
// braid explores only sequentially consistent executions).
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
int payload;
atomic_int ready;
void *producer(void *arg) {
  (void)arg;
  payload = 42;
  atomic_store_explicit(&ready, 1, memory_order_relaxed);
  return NULL;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, producer, NULL);
  if (atomic_load_explicit(&ready, memory_order_relaxed)) printf("%d\n", payload);
  pthread_join(t, NULL);
  return 0;
}
