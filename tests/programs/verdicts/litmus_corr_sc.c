// expect: none
// CoRR: two reads of one location never see its writes in reverse order.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
atomic_int x;
int r1, r2;
void *w(void *a) { atomic_store(&x, 1); atomic_store(&x, 2); return 0; }
void *r(void *a) { r1 = atomic_load(&x); r2 = atomic_load(&x); return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, w, 0); pthread_create(&b, 0, r, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  assert(!(r1 == 2 && r2 == 1) && !(r1 > 0 && r2 == 0));
  return 0;
}
