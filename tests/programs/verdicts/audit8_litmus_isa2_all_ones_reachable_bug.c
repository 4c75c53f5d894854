// expect: assertion
// ISA2 with a wrong claim: "T2 never sees both z and x" — the outcome r2 = 1, r3 = 1 is
// reachable (T0, T1, T2 in order).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_int x, y, z;
static int r1, r2, r3;
static void *t0(void *a) { atomic_store(&x, 1); atomic_store(&y, 1); return a; }
static void *t1(void *a) { r1 = atomic_load(&y); atomic_store(&z, 1); return a; }
static void *t2(void *a) { r2 = atomic_load(&z); r3 = atomic_load(&x); return a; }
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, NULL, t0, NULL);
  pthread_create(&b, NULL, t1, NULL);
  pthread_create(&c, NULL, t2, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  pthread_join(c, NULL);
  assert(!(r1 == 1 && r2 == 1 && r3 == 1));
  return 0;
}
