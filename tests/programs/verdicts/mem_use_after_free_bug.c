// expect: memory-error, data-race
// The main thread frees a buffer a worker may still read (the join comes after the free): a
// use after free, and the free (a write of the block) races with the read.
#include <pthread.h>
#include <stdlib.h>
int *buffer;
void *reader(void *arg) { int v = __atomic_load_n(&buffer[0], __ATOMIC_SEQ_CST); (void)v; return 0; }
int main(void) {
  buffer = malloc(4 * sizeof(int));
  __atomic_store_n(&buffer[0], 1, __ATOMIC_SEQ_CST);
  pthread_t t;
  pthread_create(&t, 0, reader, 0);
  free(buffer);
  pthread_join(t, 0);
  return 0;
}
