// braid corpus: errorcheck_mutex
// expect (no flags): dfs_executions=26 assume_blocked=0 mazurkiewicz=2 reads_from=2 bug=none
// Models: an error-checking mutex: relocking it from its owner returns EDEADLK instead of
// deadlocking; afterwards two threads use it normally.
// Visible operations: main (before any thread exists): lock, lock (fails with EDEADLK),
// unlock; then 2 creates, 2 joins, 1 load; each thread: lock, load, store, unlock.
// Expected: no bug. Mazurkiewicz classes 2; reads-from 2.
#include <pthread.h>
#include <assert.h>
#include <errno.h>

pthread_mutex_t m;
int counter = 0;

static void *worker(void *arg) {
  pthread_mutex_lock(&m);
  counter = counter + 1;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_ERRORCHECK);
  pthread_mutex_init(&m, &attr);
  pthread_mutex_lock(&m);
  int r = pthread_mutex_lock(&m);  // relock by the owner: an error, not a deadlock
  assert(r == EDEADLK);
  pthread_mutex_unlock(&m);
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  assert(counter == 2);
  return 0;
}
