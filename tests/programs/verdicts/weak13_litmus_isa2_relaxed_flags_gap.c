// expect: none
// complete: no
// weak-first-load: 17
// ISA2, with relaxed flags: no synchronisation, so the third thread may see z == 1
// and read x == 0 (and the middle one may see y == 1 ahead of x): not SC. Gap weak-memory.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int x, y, z;
int r1, r2, r3;
void *first(void *arg) {
  atomic_store_explicit(&x, 1, memory_order_relaxed);
  atomic_store_explicit(&y, 1, memory_order_relaxed);
  return 0;
}
void *second(void *arg) {
  r1 = atomic_load_explicit(&y, memory_order_relaxed);
  atomic_store_explicit(&z, 1, memory_order_relaxed);
  return 0;
}
void *third(void *arg) {
  r2 = atomic_load_explicit(&z, memory_order_relaxed);
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
