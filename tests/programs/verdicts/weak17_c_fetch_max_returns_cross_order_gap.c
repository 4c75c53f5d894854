// expect: none
// complete: no
// weak-first-load: 20
// fetch_max whose returned old value is used: two threads raise two relaxed maxima in
// opposite orders (2+2W with read-modify-writes) and keep what their first one returned.
// Under SC the first maximum of the word raised second reads the other thread's 2 only if
// that thread ran its whole body first, so both cannot read 2: the assertion holds in every
// SC schedule. C11 (not RC11: po ∪ rf is cyclic) lets each thread's first maximum be the
// later one in its word's modification order, reading the other's 2: both keep 2, which no
// SC execution gives. The values the maxima write commute, but the values they return do
// not: the gap is real (docs/memory_model.md, weak17: the reads of the reversed writes
// themselves are counted when used). Incomplete (weak memory), no bug found by the SC
// exploration. Checked natively (clang -O2, 300 runs on x86: the assertion holds; x86's
// locked RMWs are SC, the C11 outcome needs a weaker machine).
#include <assert.h>
#include <pthread.h>
static int level_x, level_y;
static int left_saw, right_saw;
static void *left(void *arg) {
  left_saw = __atomic_fetch_max(&level_x, 1, __ATOMIC_RELAXED);
  __atomic_fetch_max(&level_y, 2, __ATOMIC_RELAXED);
  return 0;
}
static void *right(void *arg) {
  right_saw = __atomic_fetch_max(&level_y, 1, __ATOMIC_RELAXED);
  __atomic_fetch_max(&level_x, 2, __ATOMIC_RELAXED);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, left, 0);
  pthread_create(&b, 0, right, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(!(left_saw == 2 && right_saw == 2));
  assert(__atomic_load_n(&level_x, __ATOMIC_RELAXED) == 2);
  assert(__atomic_load_n(&level_y, __ATOMIC_RELAXED) == 2);
  return 0;
}
