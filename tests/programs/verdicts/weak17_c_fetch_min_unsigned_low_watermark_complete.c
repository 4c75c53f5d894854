// expect: none
// algos: pop,sdpor,dc
// The lowest free-space figure two workers saw, kept with the GCC/clang builtin
// __atomic_fetch_min on unsigned 8-byte words (LLVM's `atomicrmw umin`; results unused):
// worker A reports 900 then 300 to `low_disk` and `low_cache`, worker B 500 then 700,
// alternating between the words. Unsigned minima commute, so whichever order C11 gives two
// workers' minima of one word, every minimum reads the same value after its own thread's
// previous one, and main, after the joins, reads 300 from both. (The unsigned family is
// not the signed one: 2^64-1 is the largest unsigned value and -1 as a signed one.)
// Complete; before weak17 a false "INCOMPLETE (weak memory)" (docs/memory_model.md,
// weak17). Checked natively (clang -O2).
#include <assert.h>
#include <pthread.h>
static unsigned long low_disk = ~0ul, low_cache = ~0ul;
static void *report(void *arg) {
  const unsigned long *free_space = arg;
  for (int i = 0; i < 2; ++i) {
    __atomic_fetch_min(&low_disk, free_space[i], __ATOMIC_RELAXED);
    __atomic_fetch_min(&low_cache, free_space[i], __ATOMIC_RELAXED);
  }
  return 0;
}
int main(void) {
  static const unsigned long from_a[2] = {900, 300}, from_b[2] = {500, 700};
  pthread_t a, b;
  pthread_create(&a, 0, report, (void *)from_a);
  pthread_create(&b, 0, report, (void *)from_b);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(__atomic_load_n(&low_disk, __ATOMIC_RELAXED) == 300);
  assert(__atomic_load_n(&low_cache, __ATOMIC_RELAXED) == 300);
  return 0;
}
