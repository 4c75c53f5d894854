// braid corpus: message_passing
// expect (no flags): dfs_executions=12 assume_blocked=0 mazurkiewicz=2 reads_from=2 bug=none
// Models: publishing data through a flag: plain data, seq_cst atomic flag. Correct (and
// race-free) under sequential consistency: a reader that sees flag == 1 sees the data.
// Visible operations: main: 2 creates, 2 joins; producer: store data, store flag; consumer:
// load flag, and only if it is 1: load data.
// Expected: no bug, no data race. Counts: tools/models.py.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>

int data = 0;
atomic_int flag = 0;

static void *producer(void *arg) {
  data = 42;
  flag = 1;
  return 0;
}

static void *consumer(void *arg) {
  if (flag == 1)
    assert(data == 42);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, producer, 0);
  pthread_create(&t2, 0, consumer, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
