// expect: none
// An _Atomic struct (8 bytes: a value and its version) updated with
// atomic_compare_exchange_strong in a loop and read whole with atomic_load: the two fields
// are always consistent.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
typedef struct { int value; int version; } pair_t;
_Atomic pair_t cell;
void *bumper(void *arg) {
  pair_t old = atomic_load(&cell), nw;
  do {
    nw.value = old.value + 2;
    nw.version = old.version + 1;
  } while (!atomic_compare_exchange_strong(&cell, &old, nw));
  return arg;
}
void *reader(void *arg) {
  pair_t p = atomic_load_explicit(&cell, memory_order_acquire);
  assert(p.value == 2 * p.version);
  return arg;
}
int main(void) {
  pthread_t a, b, r;
  pthread_create(&a, 0, bumper, 0);
  pthread_create(&r, 0, reader, 0);
  pthread_create(&b, 0, bumper, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(r, 0);
  pair_t p = atomic_load(&cell);
  assert(p.version == 2 && p.value == 4);
  return 0;
}
