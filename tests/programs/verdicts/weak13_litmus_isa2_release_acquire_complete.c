// expect: none
// ISA2, message passing through a middle thread with release/acquire:
// x = 1 happens before the third thread's load of x through two synchronisations (release
// chains are transitive), so r1 == r2 == 1 and r3 == 0 is impossible under C11. Complete.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int x, y, z;
int r1, r2, r3;
void *first(void *arg) {
  atomic_store_explicit(&x, 1, memory_order_relaxed);
  atomic_store_explicit(&y, 1, memory_order_release);
  return 0;
}
void *second(void *arg) {
  r1 = atomic_load_explicit(&y, memory_order_acquire);
  atomic_store_explicit(&z, 1, memory_order_release);
  return 0;
}
void *third(void *arg) {
  r2 = atomic_load_explicit(&z, memory_order_acquire);
  r3 = atomic_load_explicit(&x, memory_order_relaxed);
  return 0;
}
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, first, 0);
  pthread_create(&b, 0, second, 0);
  pthread_create(&c, 0, third, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  assert(!(r1 == 1 && r2 == 1 && r3 == 0));
  return 0;
}
