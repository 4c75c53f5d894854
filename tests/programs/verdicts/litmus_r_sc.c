// expect: none
// R: if thread 2's store to y is last, its later load of x cannot miss thread 1's earlier x store.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
atomic_int x, y;
int r;
void *t1(void *a) { atomic_store(&x, 1); atomic_store(&y, 1); return 0; }
void *t2(void *a) { atomic_store(&y, 2); r = atomic_load(&x); return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0); pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  assert(!(atomic_load(&y) == 2 && r == 0));
  return 0;
}
