// braid corpus: cond_signal_choice
// expect (no flags): dfs_executions=5357 assume_blocked=0 mazurkiewicz=60 reads_from=60 bug=assertion@44
// Models: two waiters on one condition variable; main signals once, then sets phase 2 and
// broadcasts. A waiter that returns from its wait while phase is still 1 was woken by the
// signal. POSIX lets pthread_cond_signal wake any thread waiting at the time, so when both
// waited (main saw waiting == 2), the second to register can be the one the signal wakes.
// Visible operations: waiter: lock, load+store waiting, load phase, [wait: register, unlock,
// wake-up, lock; load phase; store early], unlock. main: 2 creates, lock, load waiting,
// signal, unlock, lock, store phase, broadcast, unlock, 2 joins, load early (if both).
// Expected: assertion (unreachable with a FIFO wake-up policy: the first waiter would always
// be the one signalled).
#include <pthread.h>
#include <assert.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int waiting = 0, phase = 1, early = 0;

static void *waiter(void *arg) {
  pthread_mutex_lock(&m);
  int order = ++waiting;
  if (phase == 1) {
    pthread_cond_wait(&c, &m);
    if (phase == 1) early = order;
  }
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, waiter, 0);
  pthread_create(&b, 0, waiter, 0);
  pthread_mutex_lock(&m);
  int both = waiting == 2;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  pthread_mutex_lock(&m);
  phase = 2;
  pthread_cond_broadcast(&c);
  pthread_mutex_unlock(&m);
  pthread_join(a, 0);
  pthread_join(b, 0);
  if (both) assert(early != 2);  // @bug assertion
  return 0;
}
