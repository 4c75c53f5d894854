// expect: none
// complete: no
// weak-first-load: 16
// The buggy twin of weak13_dekker_seq_cst_fences_complete.c without the fences: relaxed
// store of one's flag, relaxed load of the other's. C11 lets both loads read 0 (store
// buffering), both threads win and the plain counter is written by both (a race and a
// failed assertion no SC interleaving shows): gap weak-memory at the flag load.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_int want[2];
static int winner_count;
void *worker(void *arg) {
  int me = (int)(long)arg;
  atomic_store_explicit(&want[me], 1, memory_order_relaxed);
  if (atomic_load_explicit(&want[1 - me], memory_order_relaxed) == 0) {
    winner_count++;
  }
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)0L);
  pthread_create(&b, 0, worker, (void *)1L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(winner_count <= 1);
  return 0;
}
