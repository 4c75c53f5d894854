// expect: none
// Two relaxed event counters, incremented by two threads in opposite orders (the 2+2W shape
// with read-modify-writes), read by main after both joins. C11 lets the increments of one
// counter take either order against the threads' program order (rule 3 of
// docs/memory_model.md), but the increments' results are unused and two additions commute:
// main, ordered after all four by the joins, reads 2 from each in every order. Before weak14
// the reversal was counted as soon as main read the counter (a false weak-memory gap); since
// weak14 a reversal of two additions whose results are unused, read by a load both happen
// before, changes nothing and is not counted. Complete.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_long sent, received;
void *left(void *arg) {
  atomic_fetch_add_explicit(&sent, 1, memory_order_relaxed);
  atomic_fetch_add_explicit(&received, 1, memory_order_relaxed);
  return 0;
}
void *right(void *arg) {
  atomic_fetch_add_explicit(&received, 1, memory_order_relaxed);
  atomic_fetch_add_explicit(&sent, 1, memory_order_relaxed);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, left, 0);
  pthread_create(&b, 0, right, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(atomic_load_explicit(&sent, memory_order_relaxed) == 2);
  assert(atomic_load_explicit(&received, memory_order_relaxed) == 2);
  return 0;
}
