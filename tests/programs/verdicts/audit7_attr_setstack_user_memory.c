// expect: none
// pthread_attr_setstack with a malloc'ed, page-aligned stack the program owns; the worker
// runs on it (braid may run it on its own fiber stack, but must not fail or touch the block).
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
int result;
void *worker(void *arg) {
  int local[64];
  for (int i = 0; i < 64; i++) local[i] = i;
  result = local[63] + (int)(long)arg;
  return 0;
}
int main(void) {
  size_t size = 1 << 20;
  void *stack = 0;
  if (posix_memalign(&stack, 4096, size) != 0) return 1;
  pthread_attr_t a;
  pthread_attr_init(&a);
  pthread_attr_setstack(&a, stack, size);
  pthread_t t;
  pthread_create(&t, &a, worker, (void *)1L);
  pthread_join(t, 0);
  pthread_attr_destroy(&a);
  free(stack);
  assert(result == 64);
  return 0;
}
