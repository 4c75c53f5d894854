// expect: none
// The S litmus shape with a release flag and an acquire load: reading the flag makes the
// writer's x = 2 happen before the reader's x = 1, so x = 2 is earlier in x's modification
// order (write-write coherence) and x ends 1: C11 allows only what SC does. Complete.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int x, flag;
int saw_flag;
void *writer(void *arg) {
  atomic_store_explicit(&x, 2, memory_order_relaxed);
  atomic_store_explicit(&flag, 1, memory_order_release);
  return 0;
}
void *reader(void *arg) {
  saw_flag = atomic_load_explicit(&flag, memory_order_acquire);
  atomic_store_explicit(&x, 1, memory_order_relaxed);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, writer, 0);
  pthread_create(&b, 0, reader, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  int fx = atomic_load_explicit(&x, memory_order_relaxed);
  assert(!(saw_flag && fx == 2));
  return 0;
}
