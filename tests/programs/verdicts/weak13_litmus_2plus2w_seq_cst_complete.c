// expect: none
// 2+2W with seq_cst stores: the single total order of seq_cst operations agrees with each
// variable's modification order, so x == 1 and y == 1 after the joins is impossible under
// C11 as under SC: complete.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int x, y;
void *left(void *arg) {
  atomic_store(&x, 1);
  atomic_store(&y, 2);
  return 0;
}
void *right(void *arg) {
  atomic_store(&y, 1);
  atomic_store(&x, 2);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, left, 0);
  pthread_create(&b, 0, right, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  int fx = atomic_load_explicit(&x, memory_order_relaxed);
  int fy = atomic_load_explicit(&y, memory_order_relaxed);
  assert(!(fx == 1 && fy == 1));
  return 0;
}
