// Strict alternation behind a long deterministic prefix: main first runs 2,000 shared steps
// of its own (a checksum over a table), then two threads grow a Fibonacci pair, i += j and
// j += i, 10 times each (SV-COMP's fib_bench idiom with atomics). Fib(22) is reached only
// if the 20 updates alternate strictly; the bug is that maximum. Strategies whose choice points are spread over the whole run (PCT's change
// points, random preemptions) spend most of them in the prefix.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define PREFIX 1000
#define TURNS 10
static atomic_int table[48];
static atomic_int i = 1, j = 1;

static void* grow_i(void* arg) {
  (void)arg;
  for (int k = 0; k < TURNS; k++) atomic_store(&i, atomic_load(&i) + atomic_load(&j));
  return 0;
}

static void* grow_j(void* arg) {
  (void)arg;
  for (int k = 0; k < TURNS; k++) atomic_store(&j, atomic_load(&j) + atomic_load(&i));
  return 0;
}

int main(void) {
  for (int k = 0; k < PREFIX; k++) atomic_store(&table[k % 48], atomic_load(&table[(k * 11) % 48]) ^ k);
  pthread_t a, b;
  pthread_create(&a, 0, grow_i, 0);
  pthread_create(&b, 0, grow_j, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  // fib(22) = 17711: only strict alternation of all 20 updates (each seeing the other
  // thread's last write) gets there.
#ifndef CORRECT
  assert(atomic_load(&i) < 17711 && atomic_load(&j) < 17711);
#else
  assert(atomic_load(&i) <= 17711 && atomic_load(&j) <= 17711);
#endif
  return 0;
}
