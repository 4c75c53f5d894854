// braid corpus: cond_two_consumers
// expect (no flags): dfs_executions=3653 assume_blocked=0 mazurkiewicz=44 reads_from=44 bug=none
// Models: main produces two items, signalling once per item; two consumers take one item
// each, waiting in a predicate loop. Correct under POSIX whichever waiter a signal wakes:
// a signal is lost only when every waiting thread is already owed a wake-up, and a consumer
// that finds no item waits again.
// Visible operations: consumer: lock, (load items, [register, unlock, wake-up, lock])*,
// load+store items, unlock. main: 2 creates, 2 x (lock, load+store items, signal, unlock),
// 2 joins, load items.
// Expected: no bug.
#include <pthread.h>
#include <assert.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int items = 0;

static void *consumer(void *arg) {
  pthread_mutex_lock(&m);
  while (items == 0) pthread_cond_wait(&c, &m);
  items = items - 1;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, consumer, 0);
  pthread_create(&b, 0, consumer, 0);
  for (int i = 0; i < 2; i++) {
    pthread_mutex_lock(&m);
    items = items + 1;
    pthread_cond_signal(&c);
    pthread_mutex_unlock(&m);
  }
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(items == 0);
  return 0;
}
