// braid corpus: recursive_mutex
// expect (no flags): dfs_executions=50 assume_blocked=0 mazurkiewicz=2 reads_from=2 bug=none
// Models: a recursive mutex locked twice by the same thread (a locked helper called with the
// lock held), in two threads.
// Visible operations: main: 2 creates, 2 joins, 1 load (mutex set-up is not an operation);
// each thread: lock, lock (re-entry), load, store, unlock, unlock.
// Expected: no bug, no deadlock. Mazurkiewicz classes 2 (which thread enters first);
// reads-from 2.
#include <pthread.h>
#include <assert.h>

pthread_mutex_t m;
int counter = 0;

static void add(int d) {
  pthread_mutex_lock(&m);  // re-entry: the caller already holds m
  counter = counter + d;
  pthread_mutex_unlock(&m);
}

static void *worker(void *arg) {
  pthread_mutex_lock(&m);
  add(1);
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&m, &attr);
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  assert(counter == 2);
  return 0;
}
