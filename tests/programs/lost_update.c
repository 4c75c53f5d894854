// braid corpus: lost_update
// expect (no flags): dfs_executions=19 assume_blocked=0 mazurkiewicz=4 reads_from=4 bug=assertion@29
// Models: two threads increment a plain shared counter without a lock; one increment can be
// lost (both read 0, both write 1).
// Visible operations: main: create t1, create t2, join t1, join t2, load counter.
//   each thread: `counter++` = load counter, store counter.
// Expected: assertion failure in main (a data race on `counter`, too).
// Mazurkiewicz classes: the 4 accesses to counter, ordered up to swapping the two adjacent
// loads: of the C(4,2) = 6 interleavings of (L1 S1) and (L2 S2), L1 L2 S1 S2 ~ L2 L1 S1 S2
// and L1 L2 S2 S1 ~ L2 L1 S2 S1, so 4 classes. Reads-from: 4 (L1 sees S2 / L2 sees S1 /
// both see 0 and main's load sees S1 / both see 0 and main sees S2).
// DFS executions: 19 (tools/models.py).
#include <pthread.h>
#include <assert.h>

int counter = 0;

static void *increment(void *arg) {
  counter++;  // load, then store: not atomic
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, increment, 0);
  pthread_create(&t2, 0, increment, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  assert(counter == 2);  // @bug assertion: fails when an increment was lost
  return 0;
}
