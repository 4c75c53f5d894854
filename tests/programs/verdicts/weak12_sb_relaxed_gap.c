// expect: none
// complete: no
// Store buffering with relaxed atomics, the outcome asserted against written as a plain check
// of the two loads: under C11 both loads may read 0 (each thread's store is not yet visible to
// the other), which no sequentially consistent interleaving shows. braid explores SC only, so
// the verdict must not say complete: gap weak-memory (a load could read an older write).
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
atomic_int x, y;
int seen_x, seen_y;
void *left(void *arg) {
  atomic_store_explicit(&x, 1, memory_order_relaxed);
  seen_y = atomic_load_explicit(&y, memory_order_relaxed);
  return NULL;
}
void *right(void *arg) {
  atomic_store_explicit(&y, 1, memory_order_relaxed);
  seen_x = atomic_load_explicit(&x, memory_order_relaxed);
  return NULL;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, left, NULL);
  pthread_create(&b, NULL, right, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  if (seen_x == 0 && seen_y == 0) printf("weak outcome\n");
  return 0;
}
