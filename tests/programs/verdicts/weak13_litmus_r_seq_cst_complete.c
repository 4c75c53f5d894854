// expect: none
// The R litmus shape with seq_cst: the stores and the load are in one total order that
// agrees with y's modification order, so y == 2 and r == 0 is impossible under C11 too.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int x, y;
int r;
void *left(void *arg) {
  atomic_store(&x, 1);
  atomic_store(&y, 1);
  return 0;
}
void *right(void *arg) {
  atomic_store(&y, 2);
  r = atomic_load(&x);
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
