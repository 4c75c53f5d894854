// expect: none
// algos: pop,sdpor,dc
// Two workers toggle bits of two parity words with the GCC/clang builtin __atomic_fetch_xor
// (relaxed, results unused), alternating between the words: worker A toggles bit 0 twice
// and bit 1 once, worker B bit 0 twice and bit 2 once. XOR commutes, so the order C11
// gives the toggles of one word (either thread's first) changes no value any toggle reads
// after its own thread's previous toggle of that word, and main, after the joins, reads 0x6
// from both words (bit 0 toggled four times). Complete; before weak17 a false
// "INCOMPLETE (weak memory)" (docs/memory_model.md, weak17). Checked natively (gcc -O2).
#include <assert.h>
#include <pthread.h>
static unsigned parity_even, parity_odd;
static void *toggle(void *arg) {
  const unsigned *bits = arg;
  for (int i = 0; i < 2; ++i) {
    __atomic_fetch_xor(&parity_even, bits[i], __ATOMIC_RELAXED);
    __atomic_fetch_xor(&parity_odd, bits[i], __ATOMIC_RELAXED);
  }
  return 0;
}
int main(void) {
  static const unsigned bits_a[2] = {0x1, 0x3}, bits_b[2] = {0x1, 0x5};
  pthread_t a, b;
  pthread_create(&a, 0, toggle, (void *)bits_a);
  pthread_create(&b, 0, toggle, (void *)bits_b);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(__atomic_load_n(&parity_even, __ATOMIC_RELAXED) == 0x6);
  assert(__atomic_load_n(&parity_odd, __ATOMIC_RELAXED) == 0x6);
  return 0;
}
