// expect: assertion
// classes: 3
// rf-classes: 3
// A 64-bit counter kept as two 32-bit halves; the writer carries from the low half into the
// high half in two separate atomic sections, so a reader (one atomic section) can see the
// low half wrapped to 0 with the old high half: a value the counter never had.
#include <pthread.h>
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
extern void reach_error(void);
unsigned int lo = 0xffffffffu, hi = 0;
void *writer(void *arg) {
  __VERIFIER_atomic_begin(); lo = lo + 1u; __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin(); if (lo == 0) hi = hi + 1u; __VERIFIER_atomic_end();
  return arg;
}
void *reader(void *arg) {
  __VERIFIER_atomic_begin();
  unsigned long long v = ((unsigned long long)hi << 32) | lo;
  __VERIFIER_atomic_end();
  if (v != 0xffffffffull && v != 0x100000000ull) reach_error();
  return arg;
}
int main(void) {
  pthread_t w, r;
  pthread_create(&w, 0, writer, 0);
  pthread_create(&r, 0, reader, 0);
  pthread_join(w, 0);
  pthread_join(r, 0);
  return 0;
}
