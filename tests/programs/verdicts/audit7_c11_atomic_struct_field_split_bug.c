// expect: assertion
// The _Atomic struct updated field by field through two whole-struct stores (load, change
// value, store; load, change version, store): each store is atomic, the pair is not.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
typedef struct { int value; int version; } pair_t;
_Atomic pair_t cell;
void *bumper(void *arg) {
  pair_t p = atomic_load(&cell);
  p.value += 2;
  atomic_store(&cell, p);
  p = atomic_load(&cell);
  p.version += 1;
  atomic_store(&cell, p);
  return arg;
}
void *reader(void *arg) {
  pair_t p = atomic_load(&cell);
  assert(p.value == 2 * p.version);
  return arg;
}
int main(void) {
  pthread_t a, r;
  pthread_create(&a, 0, bumper, 0);
  pthread_create(&r, 0, reader, 0);
  pthread_join(a, 0);
  pthread_join(r, 0);
  return 0;
}
