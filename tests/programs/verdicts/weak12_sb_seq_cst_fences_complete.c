// expect: none
// Store buffering with relaxed accesses separated by seq_cst fences: the C11 fence rule (a
// load after a seq_cst fence Y observes a write followed by a seq_cst fence X that precedes
// Y, or a later one) forbids both loads reading 0, and braid applies the rule exactly where
// every schedule of the explored class orders the fences: the verdict stays complete and
// the assertion holds.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int x, y;
int seen_x, seen_y;
void *left(void *arg) {
  atomic_store_explicit(&x, 1, memory_order_relaxed);
  atomic_thread_fence(memory_order_seq_cst);
  seen_y = atomic_load_explicit(&y, memory_order_relaxed);
  return NULL;
}
void *right(void *arg) {
  atomic_store_explicit(&y, 1, memory_order_relaxed);
  atomic_thread_fence(memory_order_seq_cst);
  seen_x = atomic_load_explicit(&x, memory_order_relaxed);
  return NULL;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, left, NULL);
  pthread_create(&b, NULL, right, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(seen_x == 1 || seen_y == 1);
  return 0;
}
