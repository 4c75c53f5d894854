// expect: none
// complete: no
// weak-first-load: 28
// Two workers add to a relaxed counter, the first raising a relaxed "done" flag after its
// addition; a monitor thread that sees the flag reads the counter. Under SC it
// reads at least 1 then. Under C11 nothing orders the monitor's load after the addition (the
// flag is relaxed: no synchronisation), so it may read 0: a real weak behaviour, which the
// assertion would catch in an execution braid does not explore. The monitor's load is not
// ordered with the additions, so the counter is not a quiet one (docs/memory_model.md,
// trust26) and the gap must stay. (A monitor that only reads the counter, with no other
// dependence, is complete even before trust26: each older value it could read is the value of
// another SC schedule.)
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_int pending, first_done;
static void *first(void *arg) {
  atomic_fetch_add_explicit(&pending, 1, memory_order_relaxed);
  atomic_store_explicit(&first_done, 1, memory_order_relaxed);
  return arg;
}
static void *second(void *arg) {
  atomic_fetch_add_explicit(&pending, 2, memory_order_relaxed);
  return arg;
}
static void *monitor(void *arg) {
  if (atomic_load_explicit(&first_done, memory_order_relaxed))
    assert(atomic_load_explicit(&pending, memory_order_relaxed) >= 1);
  return arg;
}
int main(void) {
  pthread_t a, b, m;
  pthread_create(&a, 0, first, 0);
  pthread_create(&b, 0, second, 0);
  pthread_create(&m, 0, monitor, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(m, 0);
  return 0;
}
