// braid corpus: verifier_assume
// expect (no flags): dfs_executions=7 assume_blocked=1 mazurkiewicz=2 reads_from=2 bug=none
// Models: __VERIFIER_assume discarding executions: the consumer only proceeds in executions
// where it sees the producer's store; the others end as assume-blocked (not bugs).
// Visible operations: main: 2 creates, 2 joins, 1 load; producer: store x; consumer: load x,
// (assume), store y.
// Expected: no bug; some executions are assume-blocked (counted separately).
// Counts: tools/models.py (a failed assume ends the execution).
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
#include "braid.h"

atomic_int x = 0, y = 0;

static void *producer(void *arg) {
  x = 1;
  return 0;
}

static void *consumer(void *arg) {
  __VERIFIER_assume(x == 1);  // executions where x is still 0 are discarded
  y = 1;
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, producer, 0);
  pthread_create(&t2, 0, consumer, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  assert(y == 1);
  return 0;
}
