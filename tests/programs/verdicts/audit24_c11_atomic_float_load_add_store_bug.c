// expect: assertion
// algos: pop,sdpor,dc,dfs
// Bug twin of audit24_c11_atomic_float_fetch_add_sum.c: each add is an atomic load followed
// by an atomic store of the loaded value plus 0.5. Both accesses are atomic (no data race),
// but another thread's store can fall between them and is overwritten: a lost update, so the
// total can be 1.5 or less and main's assertion fails.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static _Atomic float total;
static void *accumulate(void *arg) {
  (void)arg;
  for (int i = 0; i < 2; ++i) {
    float seen = atomic_load(&total);
    atomic_store(&total, seen + 0.5f);
  }
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
