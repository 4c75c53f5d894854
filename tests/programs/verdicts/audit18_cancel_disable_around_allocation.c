// expect: none
// flags: --leaks
// classes: 3
// rf-classes: 3
// A worker disables cancellation while it owns a heap buffer that is not yet published (so a
// cancellation cannot leak it), publishes the buffer under the lock, restores the old state and
// only then reaches a cancellation point; main cancels at any moment, joins, and frees whatever
// was published. No leak: the heap is empty at the end of every execution.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int *published;

static void *worker(void *arg) {
  (void)arg;
  int old;
  pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &old);
  int *buf = malloc(2 * sizeof *buf);
  buf[0] = 1; buf[1] = 2;
  pthread_testcancel(); /* disabled: a pending request stays pending */
  pthread_mutex_lock(&m);
  published = buf;
  pthread_mutex_unlock(&m);
  pthread_setcancelstate(old, 0);
  pthread_testcancel();
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_cancel(t);
  void *r;
  pthread_join(t, &r);
  assert(published != 0);
  assert(published[0] + published[1] == 3);
  free(published);
  return 0;
}
