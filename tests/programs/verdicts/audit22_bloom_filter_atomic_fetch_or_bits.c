// expect: none
// algos: pop,sdpor,dc
// A concurrent Bloom filter in one 64-bit word: two threads insert one key each, setting
// the key's two bits with atomic_fetch_or, and use the old word to learn whether the key
// was possibly present before ("first insert" detection). After the joins both keys must
// test as present (no set bit is lost), and at most one thread may have seen all of its
// bits already set (the keys share one bit, not both). gcc -O2, 200 runs under taskset
// -c 0: always 0.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
static _Atomic uint64_t filter;
static atomic_int already_present;
static uint64_t bits_of(int key) { return (1ull << (key % 64)) | (1ull << ((key * 7 + 3) % 64)); }
static void *insert(void *arg) {
  uint64_t bits = bits_of((int)(long)arg);
  uint64_t before = atomic_fetch_or(&filter, bits);
  if ((before & bits) == bits) atomic_fetch_add(&already_present, 1);
  return 0;
}
int main(void) {
  // keys 5 and 38: bits {5, 38} and {38, 13}: bit 38 is shared
  pthread_t a, b;
  pthread_create(&a, 0, insert, (void *)5L);
  pthread_create(&b, 0, insert, (void *)38L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  uint64_t word = atomic_load(&filter);
  assert((word & bits_of(5)) == bits_of(5));
  assert((word & bits_of(38)) == bits_of(38));
  assert(atomic_load(&already_present) == 0);
  return 0;
}
