// braid corpus: cas_spinlock_bug
// expect (no flags): dfs_executions=55 assume_blocked=0 mazurkiewicz=4 reads_from=4 bug=assertion@28
// Models: two threads increment a plain counter; thread 1 takes a test-and-set spinlock
// (`while (__sync_lock_test_and_set(&l, 1)) {}`), thread 0 forgets it: an update can be
// lost. The spin loop blocks after an exchange that found the lock taken.
// Visible operations: main: 2 creates, 2 joins, 1 load; thread 1: exchange until it finds
// the lock free, load and store counter, store l; thread 0: load and store counter.
// Expected: assertion failure when the two increments interleave (and a data race).
#include <pthread.h>
#include <assert.h>

int l, counter;

static void *worker(void *arg) {
  const int locked = arg != 0;
  if (locked)
    while (__sync_lock_test_and_set(&l, 1)) {
    }
  counter++;
  if (locked) __sync_lock_release(&l);
  return 0;
}

int main(void) {
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  assert(counter == 2);  // @bug assertion
  return 0;
}
