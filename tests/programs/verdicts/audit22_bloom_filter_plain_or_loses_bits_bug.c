// expect: data-race, assertion
// algos: pop,sdpor,dc
// The Bloom filter of audit22_bloom_filter_atomic_fetch_or_bits.c with the word a plain
// uint64_t and the insert a read-modify-write `filter |= bits`: the two inserts race, and
// when both read the empty word before either writes, one key's bits are lost and a
// lookup of that key after the joins says "absent" (the assertion). gcc -O2, 2000 runs
// with a sched_yield between the read and the write: the assertion failed in 1284.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
static uint64_t filter;
static atomic_int already_present;
static uint64_t bits_of(int key) { return (1ull << (key % 64)) | (1ull << ((key * 7 + 3) % 64)); }
static void *insert(void *arg) {
  uint64_t bits = bits_of((int)(long)arg);
  uint64_t before = filter;
  filter = before | bits;  // wrong: not one atomic step
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
  uint64_t word = filter;
  assert((word & bits_of(5)) == bits_of(5));
  assert((word & bits_of(38)) == bits_of(38));
  assert(atomic_load(&already_present) == 0);
  return 0;
}
