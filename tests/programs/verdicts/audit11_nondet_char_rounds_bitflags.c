// expect: none
// classes: 16
// rf-classes: 16
// A nondet char, clamped to 0..2 (`if (c > 2) c = 2;`: the values above 2 all do the same,
// one stands for them), picks how many rounds a worker sets bits of a shared flags word with
// atomic fetch_or; the other worker sets and clears only its own bit. Complete.
#include <pthread.h>
#include <assert.h>
extern char __VERIFIER_nondet_char(void);
unsigned flags = 0;
void *setter(void *arg) {
  unsigned char c = (unsigned char)__VERIFIER_nondet_char();
  if (c > 2) c = 2;
  int n = c;
  for (int i = 0; i < n; i++) __atomic_fetch_or(&flags, 1u << (i * 2), __ATOMIC_SEQ_CST);
  return arg;
}
void *clearer(void *arg) {
  __atomic_fetch_or(&flags, 0x80000000u, __ATOMIC_SEQ_CST);
  __atomic_fetch_and(&flags, ~0x80000000u, __ATOMIC_SEQ_CST);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, setter, 0);
  pthread_create(&b, 0, clearer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert((flags & 0x80000000u) == 0);
  assert((flags & ~0x5u) == 0);
  return 0;
}
