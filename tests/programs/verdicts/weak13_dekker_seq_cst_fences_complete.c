// expect: none
// Dekker-style mutual exclusion with relaxed flag accesses and a seq_cst fence between a
// thread's store of its flag and its load of the other's (the standard way to forbid the
// store-buffering outcome with fences): one try each, the winner updates the counter. With
// both fences at most one thread reads the other's flag as 0, so the plain counter is never
// written by both: correct under C11, complete.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_int want[2];
static int winner_count;
void *worker(void *arg) {
  int me = (int)(long)arg;
  atomic_store_explicit(&want[me], 1, memory_order_relaxed);
  atomic_thread_fence(memory_order_seq_cst);
  if (atomic_load_explicit(&want[1 - me], memory_order_relaxed) == 0) {
    winner_count++;
  }
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)0L);
  pthread_create(&b, 0, worker, (void *)1L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(winner_count <= 1);
  return 0;
}
