// expect: none
// Load buffering with acquire loads and release stores: a load that reads the other
// thread's store synchronises with it, so the load before that store happens before the
// other load's source, and reading it would break coherence: C11 forbids r0 == r1 == 1 and
// the verdict stays complete.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int x, y;
int r0, r1;
void *left(void *arg) {
  r0 = atomic_load_explicit(&x, memory_order_acquire);
  atomic_store_explicit(&y, 1, memory_order_release);
  return NULL;
}
void *right(void *arg) {
  r1 = atomic_load_explicit(&y, memory_order_acquire);
  atomic_store_explicit(&x, 1, memory_order_release);
  return NULL;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, left, NULL);
  pthread_create(&b, NULL, right, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(!(r0 == 1 && r1 == 1));
  return 0;
}
