// expect: none
// WRC (write-to-read causality), with release stores and acquire loads: the
// second thread's load of x synchronises with the first's store and its store of y with the
// third's load, so x = 1 happens before the third's load of x, which cannot read 0
// (write-read coherence): C11 allows only SC outcomes. Complete.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int x, y;
int r1, r2, r3;
void *first(void *arg) {
  atomic_store_explicit(&x, 1, memory_order_release);
  return 0;
}
void *second(void *arg) {
  r1 = atomic_load_explicit(&x, memory_order_acquire);
  atomic_store_explicit(&y, 1, memory_order_release);
  return 0;
}
void *third(void *arg) {
  r2 = atomic_load_explicit(&y, memory_order_acquire);
  r3 = atomic_load_explicit(&x, memory_order_acquire);
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
