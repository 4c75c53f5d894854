// braid corpus: sb_litmus
// expect (no flags): dfs_executions=69 assume_blocked=0 mazurkiewicz=3 reads_from=3 bug=none
// Models: the store-buffering litmus test. Under sequential consistency at least one thread
// sees the other's store, so r1 == 0 && r2 == 0 is impossible (it is possible on x86-TSO).
// Visible operations: main: 2 creates, 2 joins, load r1, (load r2 only if r1 == 0);
// t1: store x, load y, store r1; t2: store y, load x, store r2.
// Expected: no bug. Counts: tools/models.py.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>

atomic_int x = 0, y = 0;
int r1, r2;  // each written by one thread, read by main after the joins

static void *thread1(void *arg) { x = 1; r1 = y; return 0; }
static void *thread2(void *arg) { y = 1; r2 = x; return 0; }

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, thread1, 0);
  pthread_create(&t2, 0, thread2, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  assert(!(r1 == 0 && r2 == 0));
  return 0;
}
