// expect: none
// The twin of weak17_c_mixed_add_max_relaxed_flag_gap.c with one family: the producer
// raises `level` to at least 2 with __atomic_fetch_max and raises a relaxed flag; the
// consumer, if it sees the flag, raises `level` to at least 3. The relaxed flag orders
// nothing, so C11 lets the consumer's maximum come first in `level`'s modification order
// (an order no SC schedule with the flag seen has), but max(max(0, 3), 2) == max(max(0, 2),
// 3) == 3: main, after the joins, reads 3 (flag seen) or 2 (not seen) in every C11
// execution, as under SC. Complete (weak16's commute families; docs/memory_model.md,
// weak17). Checked natively (clang -O2).
#include <assert.h>
#include <pthread.h>
static int level, flag;
static void *producer(void *arg) {
  __atomic_fetch_max(&level, 2, __ATOMIC_RELAXED);
  __atomic_store_n(&flag, 1, __ATOMIC_RELAXED);
  return 0;
}
static void *consumer(void *arg) {
  if (__atomic_load_n(&flag, __ATOMIC_RELAXED)) __atomic_fetch_max(&level, 3, __ATOMIC_RELAXED);
  return 0;
}
int main(void) {
  pthread_t p, c;
  pthread_create(&p, 0, producer, 0);
  pthread_create(&c, 0, consumer, 0);
  pthread_join(p, 0);
  pthread_join(c, 0);
  const int seen = __atomic_load_n(&level, __ATOMIC_RELAXED);
  assert(seen == 2 || seen == 3);
  return 0;
}
