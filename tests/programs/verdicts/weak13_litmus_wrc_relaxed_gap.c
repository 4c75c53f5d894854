// expect: none
// complete: no
// weak-first-load: 17
// WRC (write-to-read causality), with relaxed atomics: nothing synchronises, so
// the third thread may see y == 1 and still read x == 0 after the second saw x == 1, which no
// SC interleaving gives: gap weak-memory, the third's load of x could read an older write.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int x, y;
int r1, r2, r3;
void *first(void *arg) {
  atomic_store_explicit(&x, 1, memory_order_relaxed);
  return 0;
}
void *second(void *arg) {
  r1 = atomic_load_explicit(&x, memory_order_relaxed);
  atomic_store_explicit(&y, 1, memory_order_relaxed);
  return 0;
}
void *third(void *arg) {
  r2 = atomic_load_explicit(&y, memory_order_relaxed);
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
