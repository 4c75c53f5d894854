// expect: none
// classes: 6414
// algos: sdpor,pop,dc
// GCC's generic __atomic builtins on an 8-byte struct (through pointers, not the _n forms):
// __atomic_load, __atomic_store, __atomic_exchange, __atomic_compare_exchange. Each update
// keeps the two halves consistent.
#include <pthread.h>
#include <assert.h>
struct pair { int lo, hi; };
static struct pair shared = { 0, 0 };
static void *bump(void *arg) {
  struct pair old, want;
  __atomic_load(&shared, &old, __ATOMIC_ACQUIRE);
  do {
    want.lo = old.lo + 1;
    want.hi = old.hi + 1;
  } while (!__atomic_compare_exchange(&shared, &old, &want, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE));
  return arg;
}
static void *reset_check(void *arg) {
  struct pair seen, zero = { 0, 0 };
  __atomic_exchange(&shared, &zero, &seen, __ATOMIC_SEQ_CST);
  assert(seen.lo == seen.hi);
  __atomic_store(&shared, &seen, __ATOMIC_RELEASE);
  return arg;
}
int main(void) {
  pthread_t a, c;
  pthread_create(&a, 0, bump, 0);
  pthread_create(&c, 0, reset_check, 0);
  bump(0);
  pthread_join(a, 0);
  pthread_join(c, 0);
  struct pair end;
  __atomic_load(&shared, &end, __ATOMIC_SEQ_CST);
  assert(end.lo == end.hi);
  return 0;
}
