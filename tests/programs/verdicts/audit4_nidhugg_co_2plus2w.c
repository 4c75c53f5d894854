// expect: none
// Nidhugg's CO-2+2W litmus test with SC atomics: two threads write x and y in opposite
// orders. x == 1 and y == 1 at the end would need each thread's first write to come after the
// other's second write: a cycle, impossible under SC.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int x, y;
void *p0(void *arg) { atomic_store(&x, 1); atomic_store(&y, 2); return arg; }
void *p1(void *arg) { atomic_store(&y, 1); atomic_store(&x, 2); return arg; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, p0, 0);
  pthread_create(&b, 0, p1, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(!(atomic_load(&x) == 1 && atomic_load(&y) == 1));
  return 0;
}
