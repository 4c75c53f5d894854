// expect: none
// algos: pop,sdpor,dc,dfs
// Two workers release the slots they own in two free-masks with C11
// atomic_fetch_and_explicit (relaxed, results unused): the masks start full (0xff) and
// worker A clears bits 0 and 1 of `busy` and of `dirty`, worker B bits 4 and 5, alternating
// between the masks. C11 lets two ANDs of one mask from different threads be in either
// modification order, and a worker's second AND then reads the mask with or without the
// other's bits cleared; but AND commutes, each worker's second AND follows its first in
// modification order, so it reads the same value in every order and main, after the joins,
// reads 0xcc from both masks. Complete; before weak17 a false "INCOMPLETE (weak memory)"
// (docs/memory_model.md, weak17). Checked natively (gcc -O2, 300 runs).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_uchar busy = 0xff, dirty = 0xff;
static void *release_slots(void *arg) {
  const unsigned first_slot = *(const unsigned *)arg;
  for (unsigned slot = first_slot; slot < first_slot + 2; ++slot) {
    const unsigned char keep = (unsigned char)~(1u << slot);
    atomic_fetch_and_explicit(&busy, keep, memory_order_relaxed);
    atomic_fetch_and_explicit(&dirty, keep, memory_order_relaxed);
  }
  return 0;
}
int main(void) {
  static const unsigned slots_a = 0, slots_b = 4;
  pthread_t a, b;
  pthread_create(&a, 0, release_slots, (void *)&slots_a);
  pthread_create(&b, 0, release_slots, (void *)&slots_b);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(atomic_load_explicit(&busy, memory_order_relaxed) == 0xcc);
  assert(atomic_load_explicit(&dirty, memory_order_relaxed) == 0xcc);
  return 0;
}
