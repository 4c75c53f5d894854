// expect: none
// Two relaxed counters incremented in opposite orders by two threads through helpers that
// return the value read (GCC's __atomic_fetch_add builtin), and a third counter through the
// legacy __sync_fetch_and_add (seq_cst), every result dropped by the callers; main reads the
// counters after the joins. C11 lets the two increments of `hits` (or of `misses`) take either
// modification order against program order (2+2W with read-modify-writes), but no thread sees
// a value an increment read, and additions commute: main, ordered after all of them by the
// joins, reads 2 from each counter in every order. No weak behaviour is observable. Before
// weak15 the helpers' results counted as used (decided before inlining: a false weak-memory
// gap); since weak15 the result is decided on the optimised code. Complete.
#include <assert.h>
#include <pthread.h>
static unsigned hits, misses, total;
static unsigned add_hit(void) { return __atomic_fetch_add(&hits, 1, __ATOMIC_RELAXED); }
static unsigned add_miss(void) { return __atomic_fetch_add(&misses, 1, __ATOMIC_RELAXED); }
static unsigned add_total(void) { return __sync_fetch_and_add(&total, 1); }
static void *left(void *arg) {
  add_hit();
  add_miss();
  add_total();
  return arg;
}
static void *right(void *arg) {
  add_miss();
  add_hit();
  add_total();
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, left, 0);
  pthread_create(&b, 0, right, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(__atomic_load_n(&hits, __ATOMIC_RELAXED) == 2 && __atomic_load_n(&misses, __ATOMIC_RELAXED) == 2);
  assert(total == 2);
  return 0;
}
