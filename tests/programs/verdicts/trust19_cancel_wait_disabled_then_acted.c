// expect: none
// classes: 3
// rf-classes: 3
// A consumer waits on a condition variable with cancellation disabled, so a request that
// lands during the wait stays pending (no wake-up is needed); main signals after cancelling.
// After the wait the consumer re-enables cancellation and is cancelled at the next
// pthread_testcancel: `consumed` is set before and never after it.
#include <assert.h>
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static int ready, consumed, after;
static void *consumer(void *arg) {
  int old;
  pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &old);
  pthread_mutex_lock(&m);
  while (!ready) pthread_cond_wait(&c, &m);
  consumed = 1;
  pthread_mutex_unlock(&m);
  pthread_setcancelstate(old, 0);
  pthread_testcancel();
  after = 1;
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, consumer, 0);
  pthread_cancel(t);
  pthread_mutex_lock(&m);
  ready = 1;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  void *r;
  pthread_join(t, &r);
  assert(r == PTHREAD_CANCELED && consumed == 1 && after == 0);
  return 0;
}
