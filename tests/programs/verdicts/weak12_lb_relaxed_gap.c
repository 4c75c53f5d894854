// expect: none
// complete: no
// Load buffering with relaxed atomics: each thread reads one variable, then writes the
// other. C11 lets both loads read the other thread's later store (r0 == r1 == 1), a cycle
// of program order and reads-from that no SC interleaving has: gap weak-memory (a load could
// read a write its schedule ran later).
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
atomic_int x, y;
int r0, r1;
void *left(void *arg) {
  r0 = atomic_load_explicit(&x, memory_order_relaxed);
  atomic_store_explicit(&y, 1, memory_order_relaxed);
  return NULL;
}
void *right(void *arg) {
  r1 = atomic_load_explicit(&y, memory_order_relaxed);
  atomic_store_explicit(&x, 1, memory_order_relaxed);
  return NULL;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, left, NULL);
  pthread_create(&b, NULL, right, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  if (r0 == 1 && r1 == 1) printf("load buffering\n");
  return 0;
}
