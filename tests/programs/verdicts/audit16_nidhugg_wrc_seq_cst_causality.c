// expect: none
// classes: 5
// rf-classes: 5
// WRC (write-to-read causality) with seq_cst atomics: T1 writes x, T2 sees it and writes y,
// T3 sees y and must then see x.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int x, y;
int r1, r2, r3;
void *t1(void *arg) { atomic_store(&x, 1); return 0; }
void *t2(void *arg) { r1 = atomic_load(&x); if (r1) atomic_store(&y, 1); return 0; }
void *t3(void *arg) { r2 = atomic_load(&y); r3 = atomic_load(&x); return 0; }
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_create(&c, 0, t3, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  assert(!(r2 == 1 && r3 == 0));
  return 0;
}
