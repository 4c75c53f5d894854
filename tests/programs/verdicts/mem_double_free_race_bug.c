// expect: memory-error, data-race
// Both threads free a shared block when they see it non-null (the check-then-free is atomic per
// access but not as a whole); the two frees also race (unordered writes of the block).
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
_Atomic(int *) block;
void *worker(void *arg) { int *b = atomic_load(&block); if (b) { free(b); atomic_store(&block, (int *)0); } return 0; }
int main(void) {
  atomic_store(&block, (int *)malloc(sizeof(int)));
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0); pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0); pthread_join(t2, 0);
  return 0;
}
