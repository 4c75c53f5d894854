// expect: none
// algos: pop,sdpor,dc,dfs
// Two workers announce their stages with C11 atomic_fetch_or_explicit (relaxed, results
// unused) on two flag words, alternating between the words as audit24's watermark does:
// worker A sets bits 0 and 2 of `started` and of `finished`, worker B bits 1 and 3. C11 lets
// two ORs of one word from different threads be in either modification order (nothing
// orders the workers), and then a worker's second OR may read the other's OR before or after
// its own first one; but OR commutes (x | a | b == x | b | a), and each worker's second OR
// comes after its first in modification order (program order), so it reads the same value
// in every order, and main, after the joins, reads 0xf from both words. Every C11 execution
// ends with the same values: complete. Before weak17 braid said "INCOMPLETE (weak memory)":
// first weak16's commute families (OR was not an addition) and then weak17's case of a
// read-modify-write reader ordered after only the first write of the reversed pair
// (docs/memory_model.md, weak17). Checked natively (gcc -O2, 300 runs: 0xf, 0xf).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_uint started, finished;
static void *worker(void *arg) {
  const unsigned first_bit = *(const unsigned *)arg;
  for (unsigned round = 0; round < 2; ++round) {
    const unsigned bit = 1u << (first_bit + 2 * round);
    atomic_fetch_or_explicit(&started, bit, memory_order_relaxed);
    atomic_fetch_or_explicit(&finished, bit, memory_order_relaxed);
  }
  return 0;
}
int main(void) {
  static const unsigned bit_a = 0, bit_b = 1;
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)&bit_a);
  pthread_create(&b, 0, worker, (void *)&bit_b);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(atomic_load_explicit(&started, memory_order_relaxed) == 0xfu);
  assert(atomic_load_explicit(&finished, memory_order_relaxed) == 0xfu);
  return 0;
}
