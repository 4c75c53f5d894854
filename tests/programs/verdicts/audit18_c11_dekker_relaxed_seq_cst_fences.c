// expect: none
// classes: 3
// rf-classes: 3
// Dekker-style mutual exclusion (one attempt each, no retry) with relaxed flag accesses and a
// seq_cst fence between each thread's store of its own flag and its load of the other's: the
// fences forbid the store-buffering outcome under C11, so at most one thread enters, and the
// plain counter in the critical section is race-free. Correct C11: no weak-memory gap.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_int want[2];
static int inside, entered;

static void *contender(void *arg) {
  int me = (int)(long)arg;
  atomic_store_explicit(&want[me], 1, memory_order_relaxed);
  atomic_thread_fence(memory_order_seq_cst);
  if (atomic_load_explicit(&want[1 - me], memory_order_relaxed) == 0) {
    assert(inside == 0);
    inside = 1;
    ++entered;
    inside = 0;
  }
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, contender, (void *)0L);
  pthread_create(&b, 0, contender, (void *)1L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(entered <= 1);
  return 0;
}
