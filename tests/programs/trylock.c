// braid corpus: trylock
// expect (no flags): dfs_executions=44 assume_blocked=0 mazurkiewicz=4 reads_from=4 bug=none
// Models: two threads that increment only if they get the mutex at once (trylock).
// Visible operations: main: 2 creates, 2 joins, 1 load; each thread: trylock; if acquired:
// load, store, unlock.
// Expected: no bug (whoever tries first succeeds, so counter >= 1). Counts: tools/models.py.
#include <pthread.h>
#include <assert.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter = 0;

static void *worker(void *arg) {
  if (pthread_mutex_trylock(&m) == 0) {
    counter = counter + 1;
    pthread_mutex_unlock(&m);
  }
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  assert(counter >= 1);
  return 0;
}
