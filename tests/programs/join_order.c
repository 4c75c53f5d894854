// braid corpus: join_order
// expect (no flags): dfs_executions=5 assume_blocked=0 mazurkiewicz=3 reads_from=2 bug=none
// Models: main joins its threads in reverse creation order and reads in between: after
// joining t2 only t2's store is guaranteed to have happened.
// Visible operations: main: create t1, create t2, join t2, load x, join t1; t1: store x = 1;
// t2: store x = 2.
// Expected: no bug (x is 1 or 2 after t2 is joined). Counts: tools/models.py.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>

atomic_int x = 0;

static void *writer1(void *arg) { x = 1; return 0; }
static void *writer2(void *arg) { x = 2; return 0; }

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, writer1, 0);
  pthread_create(&t2, 0, writer2, 0);
  pthread_join(t2, 0);
  int seen = x;  // t2 has finished; t1 may not have
  pthread_join(t1, 0);
  assert(seen == 1 || seen == 2);
  return 0;
}
