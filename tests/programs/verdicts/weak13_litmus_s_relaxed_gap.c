// expect: none
// complete: no
// weak-first-load: 19
// The S litmus shape with relaxed atomics: the writer stores x = 2 then the flag; the reader
// sees the flag, then stores x = 1. C11 lets the reader's store come first in x's
// modification order even though it read the flag (nothing synchronises), so x ends 2 after
// a reader that saw the flag, which no SC interleaving gives. Gap weak-memory at main's load.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int x, flag;
int saw_flag;
void *writer(void *arg) {
  atomic_store_explicit(&x, 2, memory_order_relaxed);
  atomic_store_explicit(&flag, 1, memory_order_relaxed);
  return 0;
}
void *reader(void *arg) {
  saw_flag = atomic_load_explicit(&flag, memory_order_relaxed);
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
