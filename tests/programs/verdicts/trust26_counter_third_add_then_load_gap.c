// expect: none
// complete: no
// Branch weak15's counterexample (docs/memory_model.md, weak15) as a program: T1 adds to the
// counter and raises a relaxed flag; T2, seeing it, adds and releases a second flag; T3,
// acquiring that, adds (result unused) and loads the counter. C11 (not RC11) lets T3's load
// read a sum without T1's addition, which no SC schedule gives. T3's load is not ordered after
// T1's addition, so the counter is not quiet (docs/memory_model.md, trust26): the gap must stay.
#include <pthread.h>
#include <stdatomic.h>
static atomic_int count, raised, handed;
static int seen = -1;
static void *first(void *arg) {
  atomic_fetch_add_explicit(&count, 1, memory_order_relaxed);
  atomic_store_explicit(&raised, 1, memory_order_relaxed);
  return arg;
}
static void *second(void *arg) {
  if (atomic_load_explicit(&raised, memory_order_relaxed)) {
    atomic_fetch_add_explicit(&count, 1, memory_order_relaxed);
    atomic_store_explicit(&handed, 1, memory_order_release);
  }
  return arg;
}
static void *third(void *arg) {
  if (atomic_load_explicit(&handed, memory_order_acquire)) {
    atomic_fetch_add_explicit(&count, 1, memory_order_relaxed);
    seen = atomic_load_explicit(&count, memory_order_relaxed);
  }
  return arg;
}
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, first, 0);
  pthread_create(&b, 0, second, 0);
  pthread_create(&c, 0, third, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return seen == 2;  // never under SC: T3's load follows all three additions when it runs
}
