// expect: assertion
// algos: pop,sdpor,dc,dfs
// Bug twin of audit24_c_atomic_fetch_max_high_watermark.c: the high-watermark is updated by
// an atomic load, a compare and an atomic store ("if bigger, store"): the thread reporting 5
// loads 0, the other thread stores 3 and then 7, and the first stores 5 over the 7. Atomic accesses, no data race; main's assertion that the maximum is 7
// fails in that interleaving.
#include <assert.h>
#include <pthread.h>
static int high_watermark = 0;
static void *report(void *arg) {
  const int *depths = arg;
  for (int i = 0; i < 2; ++i) {
    int seen = __atomic_load_n(&high_watermark, __ATOMIC_RELAXED);
    if (depths[i] > seen) __atomic_store_n(&high_watermark, depths[i], __ATOMIC_RELAXED);
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
  return 0;
}
