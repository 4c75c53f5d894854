// braid corpus: data_race_assert
// expect (no flags): dfs_executions=5 assume_blocked=0 mazurkiewicz=2 reads_from=2 bug=assertion@20
// Models: a reader that assumes a writer has already run: a data race on a plain int whose
// outcome an assertion depends on.
// Visible operations: main: 2 creates, 2 joins; writer: store data; reader: load data.
// Expected: assertion failure in the reader when its load precedes the store (and a data
// race on `data`). Mazurkiewicz classes 2, reads-from 2.
#include <pthread.h>
#include <assert.h>

int data = 0;

static void *writer(void *arg) {
  data = 42;
  return 0;
}

static void *reader(void *arg) {
  int r = data;
  assert(r == 42);  // @bug assertion: the reader ran first
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, writer, 0);
  pthread_create(&t2, 0, reader, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
