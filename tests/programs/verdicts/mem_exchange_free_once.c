// expect: none
// Taking the block with an atomic exchange: exactly one thread frees it.
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
_Atomic(int *) block;
void *worker(void *arg) { int *b = atomic_exchange(&block, (int *)0); free(b); return 0; }
int main(void) {
  atomic_store(&block, (int *)malloc(sizeof(int)));
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0); pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0); pthread_join(t2, 0);
  return 0;
}
