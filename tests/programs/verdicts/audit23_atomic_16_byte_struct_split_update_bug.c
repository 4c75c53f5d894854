// expect: assertion
// algos: pop,sdpor,dc,dfs
// flags: -latomic
// The twin of audit23_atomic_16_byte_struct_cas_pair.c that loads the 16-byte pair and
// then stores the bumped pair: two atomic steps, not one. When both threads load {0, 0}
// before either stores, one update is lost and the pair ends {1, 1}. gcc -O2 -latomic,
// 2000 runs with a sched_yield between the load and the store: {1, 1} in 911.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
struct versioned { uint64_t version; int64_t value; };
static _Atomic struct versioned cell;
static void *bump(void *arg) {
  (void)arg;
  struct versioned seen = atomic_load(&cell);
  struct versioned next = {seen.version + 1, seen.value + 1};
  atomic_store(&cell, next);  // wrong: another bump may have stored in between
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
