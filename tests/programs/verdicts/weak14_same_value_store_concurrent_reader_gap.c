// expect: none
// complete: no
// weak-first-load: 27
// 2+2W with the same value stored twice, as in weak14_same_value_stores_2plus2w_complete.c,
// but the mark is read by a third thread that is not ordered after the two stores. The
// weak14 refinement of rule 3 drops a reversal only for a load that both stores happen
// before; this concurrent load is not, and it could read another write than in the explored
// executions under C11 (the initial 0 where the schedule gave it a 1, or the other store):
// gap weak-memory. (Every value it could read is also read in some SC execution here; the
// rules do not compare values for loads that are not ordered after both stores: towards
// the gap.)
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_int dirty_a, dirty_b;
void *left(void *arg) {
  atomic_store_explicit(&dirty_a, 1, memory_order_relaxed);
  atomic_store_explicit(&dirty_b, 1, memory_order_relaxed);
  return 0;
}
void *right(void *arg) {
  atomic_store_explicit(&dirty_b, 1, memory_order_relaxed);
  atomic_store_explicit(&dirty_a, 1, memory_order_relaxed);
  return 0;
}
void *observer(void *arg) {
  return (void *)(long)atomic_load_explicit(&dirty_a, memory_order_relaxed);
}
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, left, 0);
  pthread_create(&b, 0, right, 0);
  pthread_create(&c, 0, observer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
}
