// expect: assertion
// 2+2W: the final value of x depends on the schedule (claiming x == 2 is wrong).
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
atomic_int x, y;
void *t1(void *a) { atomic_store(&x, 1); atomic_store(&y, 2); return 0; }
void *t2(void *a) { atomic_store(&y, 1); atomic_store(&x, 2); return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0); pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  assert(atomic_load(&x) == 2);
  return 0;
}
