// expect: none
// algos: pop,sdpor,dc,dfs
// flags: -latomic
// Atomics of struct size: a 16-byte _Atomic struct {version, value} updated by a CAS loop
// (gcc calls libatomic's __atomic_compare_exchange_16 / __atomic_load_16 for it: not lock
// free on x86-64 without -mcx16). Two threads each add 1 to the value and bump the
// version; after both joins the pair is {2, 2}. gcc -O2 -latomic, 2000 runs: {2, 2} in 2000.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
struct versioned { uint64_t version; int64_t value; };
static _Atomic struct versioned cell;
static void *bump(void *arg) {
  (void)arg;
  struct versioned seen = atomic_load(&cell);
  struct versioned next;
  do {
    next.version = seen.version + 1;
    next.value = seen.value + 1;
  } while (!atomic_compare_exchange_weak(&cell, &seen, next));
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, bump, 0);
  pthread_create(&b, 0, bump, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  struct versioned last = atomic_load(&cell);
  assert(last.version == 2 && last.value == 2);
  return 0;
}
