// expect: none
// algos: sdpor,pop,dc
// classes: 34
// rf-classes: 34
// (DFS left out of the corpus run: 1.4 million executions, 34 classes, as sdpor, pop and dc)
// Two consumers wait on one condition variable; main sets one item, signals once, and
// cancels the first consumer. POSIX: a waiter woken by its cancellation does not consume a
// signal another waiter can take, so the signal is never lost to the cancelled one: the
// second consumer always gets the item (no deadlock at its join).
#include <assert.h>
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static int items, taken;
static void unlock_it(void *p) { pthread_mutex_unlock(p); }
static void *consumer(void *arg) {
  pthread_mutex_lock(&m);
  pthread_cleanup_push(unlock_it, &m);
  while (items == 0) pthread_cond_wait(&c, &m);
  items--;
  taken++;
  pthread_cleanup_pop(1);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, consumer, 0);
  pthread_create(&b, 0, consumer, 0);
  pthread_mutex_lock(&m);
  items = 1;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  pthread_cancel(a);
  void *ra;
  pthread_join(a, &ra);
  if (ra != PTHREAD_CANCELED) {  // a took the item: b needs another
    pthread_mutex_lock(&m);
    items = 1;
    pthread_cond_signal(&c);
    pthread_mutex_unlock(&m);
  }
  pthread_join(b, 0);
  assert(taken == (ra == PTHREAD_CANCELED ? 1 : 2));
  return 0;
}
