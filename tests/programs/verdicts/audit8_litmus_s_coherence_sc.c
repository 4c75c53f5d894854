// expect: none
// S litmus under SC: T0 writes x = 2 then y = 1; T1 reads y then writes x = 1. If T1 saw
// y == 1, its x = 1 is later than T0's x = 2, so the final x cannot be 2.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_int x, y;
static int r;
static void *t0(void *a) { atomic_store(&x, 2); atomic_store(&y, 1); return a; }
static void *t1(void *a) { r = atomic_load(&y); atomic_store(&x, 1); return a; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, t0, NULL);
  pthread_create(&b, NULL, t1, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(!(r == 1 && atomic_load(&x) == 2));
  return 0;
}
