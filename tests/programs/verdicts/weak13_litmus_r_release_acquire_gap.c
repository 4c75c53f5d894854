// expect: none
// complete: no
// weak-first-load: 21
// The R litmus shape with release/acquire: one thread stores x then y, the other stores y
// (after the first's y in y's modification order) then loads x. C11 lets that load read x's
// initial 0: release/acquire gives no order between a store and a later load of another
// variable (only seq_cst does). No SC interleaving gives y == 2 and r == 0: gap weak-memory,
// the load of x could read an older write.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int x, y;
int r;
void *left(void *arg) {
  atomic_store_explicit(&x, 1, memory_order_release);
  atomic_store_explicit(&y, 1, memory_order_release);
  return 0;
}
void *right(void *arg) {
  atomic_store_explicit(&y, 2, memory_order_release);
  r = atomic_load_explicit(&x, memory_order_acquire);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, left, 0);
  pthread_create(&b, 0, right, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(!(atomic_load(&y) == 2 && r == 0));
  return 0;
}
