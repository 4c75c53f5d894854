// expect: none
// complete: no
// weak-first-load: 18
// The twin of weak14_counters_cross_order_joined_complete.c where the increments' results
// are used: each thread takes a ticket from two relaxed counters, in opposite orders. C11
// (not RC11) lets each thread's first increment be the later one of its counter (2+2W with
// read-modify-writes: each reads the other's), so both threads get ticket 1 from their
// first counter, an outcome no SC interleaving gives (the assertion in main forbids it). No
// load reads the counters afterwards: before weak14 rule 3 counted a reversal only through a
// later read of the second write, and this program was told complete (unsound); since
// weak14 the read-modify-writes' own reads count when their result is used: gap weak-memory.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_int queue_a, queue_b;
static int left_first, right_first;
void *left(void *arg) {
  left_first = atomic_fetch_add_explicit(&queue_a, 1, memory_order_relaxed);
  atomic_fetch_add_explicit(&queue_b, 1, memory_order_relaxed);
  return 0;
}
void *right(void *arg) {
  right_first = atomic_fetch_add_explicit(&queue_b, 1, memory_order_relaxed);
  atomic_fetch_add_explicit(&queue_a, 1, memory_order_relaxed);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, left, 0);
  pthread_create(&b, 0, right, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(!(left_first == 1 && right_first == 1));
  return 0;
}
