// expect: none
// algos: sdpor,pop,dc
// (dfs left out: without reduction it does not finish within the time limit)
// (qpor left out: it refuses the atomics or primitives used here)
// A 24-byte _Atomic struct (not lock-free: clang calls __atomic_load/__atomic_store/
// __atomic_compare_exchange): two threads bump a version with a CAS loop through a helper.
#include <stdatomic.h>
#include <pthread.h>
#include <assert.h>
struct big { long a, b, version; };
static _Atomic struct big state;
static int bump(void) {
  struct big old = atomic_load(&state);
  struct big next = { old.a + 1, old.b + 2, old.version + 1 };
  return atomic_compare_exchange_strong(&state, &old, next);
}
static void *worker(void *arg) {
  while (!bump()) {}
  return arg;
}
int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], NULL, worker, NULL);
  for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
  struct big s = atomic_load(&state);
  assert(s.version == 2 && s.a == 2 && s.b == 4);
  return 0;
}
