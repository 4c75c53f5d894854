// expect: none
// algos: pop,sdpor,dc,dfs
// C11 `_Atomic float` accumulated with atomic_fetch_add from two threads: clang lowers the
// float fetch-add to an `atomicrmw fadd` (no CAS loop in the source). Each worker adds 0.5
// twice; the adds are atomic read-modify-writes, so none is lost: the total is exactly 2.0
// (all partial sums are exact in binary floating point) in every interleaving. The twin
// audit24_c11_atomic_float_load_add_store_bug.c loads, adds and stores separately.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static _Atomic float total;
static void *accumulate(void *arg) {
  (void)arg;
  for (int i = 0; i < 2; ++i) atomic_fetch_add(&total, 0.5f);
  return NULL;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, accumulate, NULL);
  pthread_create(&b, NULL, accumulate, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(atomic_load(&total) == 2.0f);
  return 0;
}
