// Strict alternation of two threads for many rounds (the idiom of SV-COMP's
// fib_bench_longer, written anew with atomics so the assertion, not a data race, is the
// bug): i and j reach fib(2N+1) and fib(2N+2) only when the two threads alternate one
// iteration each, every round.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define N 11
atomic_int i = 1, j = 1;

static void* grow_i(void* arg) {
  (void)arg;
  for (int k = 0; k < N; k++) atomic_store(&i, atomic_load(&i) + atomic_load(&j));
  return 0;
}

static void* grow_j(void* arg) {
  (void)arg;
  for (int k = 0; k < N; k++) atomic_store(&j, atomic_load(&j) + atomic_load(&i));
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, grow_i, 0);
  pthread_create(&b, 0, grow_j, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  // fib(24) = 46368: only strict alternation gets j there.
  assert(atomic_load(&i) < 46368 && atomic_load(&j) < 46368);
  return 0;
}
