// expect: none
// algos: pop,sdpor,dc,dfs
// A queue-depth high-watermark kept with the GCC/clang builtin __atomic_fetch_max (LLVM's
// `atomicrmw max`), and the low-watermark with __atomic_fetch_min (`atomicrmw min`): two
// workers report depths 3, 7 and 5, 2; the maximum is 7 and the minimum 2 whatever the
// order, since max and min are atomic read-modify-writes. Relaxed, two maxima may be in
// either modification order, but they commute, and main reads after the joins: the run is
// complete. braid (audit24) reported a weak-memory gap instead (main's loads "could read an
// older write", docs/runtime.md audit24); complete since weak17 (commute families, and a
// read-modify-write reader ordered after only the first write of a reversed pair or carrying
// it: docs/memory_model.md, weak17). The twin audit24_c_plain_max_high_watermark_bug.c
// compares and stores in two steps.
#include <assert.h>
#include <pthread.h>
static int high_watermark = 0;
static int low_watermark = 100;
static void *report(void *arg) {
  const int *depths = arg;
  for (int i = 0; i < 2; ++i) {
    __atomic_fetch_max(&high_watermark, depths[i], __ATOMIC_RELAXED);
    __atomic_fetch_min(&low_watermark, depths[i], __ATOMIC_RELAXED);
  }
  return NULL;
}
int main(void) {
  static const int first[2] = {3, 7}, second[2] = {5, 2};
  pthread_t a, b;
  pthread_create(&a, NULL, report, (void *)first);
  pthread_create(&b, NULL, report, (void *)second);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(__atomic_load_n(&high_watermark, __ATOMIC_RELAXED) == 7);
  assert(__atomic_load_n(&low_watermark, __ATOMIC_RELAXED) == 2);
  return 0;
}
