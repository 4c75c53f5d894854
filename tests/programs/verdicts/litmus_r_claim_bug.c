// expect: assertion
// R: thread 2's load can miss x when it runs first (claiming it always sees x is wrong).
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
  assert(r == 1);
  return 0;
}
