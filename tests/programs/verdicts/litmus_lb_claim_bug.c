// expect: assertion
// LB: one of the loads can see the other's store (claiming neither does is wrong).
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
atomic_int x, y;
int r1, r2;
void *t1(void *a) { r1 = atomic_load(&x); atomic_store(&y, 1); return 0; }
void *t2(void *a) { r2 = atomic_load(&y); atomic_store(&x, 1); return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0); pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  assert(r1 == 0 && r2 == 0);
  return 0;
}
