// expect: none
// complete: no
// weak-first-load: 31
// 2+2W with relaxed stores: each thread writes both variables in the other order. C11 (and
// RC11) let the modification orders of x and y both disagree with the threads' order, so
// that after both joins x == 1 and y == 1 (each thread's first store is the last one in its
// variable's modification order), which no sequentially consistent interleaving gives. No
// load of a thread reads another write here: the gap is seen by main's loads after the
// joins, each of which could read the other thread's store (gap weak-memory).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int x, y;
void *left(void *arg) {
  atomic_store_explicit(&x, 1, memory_order_relaxed);
  atomic_store_explicit(&y, 2, memory_order_relaxed);
  return 0;
}
void *right(void *arg) {
  atomic_store_explicit(&y, 1, memory_order_relaxed);
  atomic_store_explicit(&x, 2, memory_order_relaxed);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, left, 0);
  pthread_create(&b, 0, right, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  // Under SC the thread that runs its second store last makes that variable 2.
  int fx = atomic_load_explicit(&x, memory_order_relaxed);
  int fy = atomic_load_explicit(&y, memory_order_relaxed);
  assert(!(fx == 1 && fy == 1));
  return 0;
}
