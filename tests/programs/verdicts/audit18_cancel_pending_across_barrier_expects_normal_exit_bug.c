// expect: assertion
// classes: 1
// rf-classes: 1
// pthread_cancel of a worker that is about to wait at a barrier: pthread_barrier_wait is not a
// cancellation point, so the request stays pending while the worker waits and passes the
// barrier, updates the shared count, and is acted on at its pthread_testcancel: the join
// always returns PTHREAD_CANCELED, after the update; main expects the normal result, as if a
// request made before the barrier had been dropped once the worker passed it.
#include <assert.h>
#include <pthread.h>
static pthread_barrier_t barrier;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int passed;

static void *worker(void *arg) {
  (void)arg;
  pthread_barrier_wait(&barrier);
  pthread_mutex_lock(&m);
  ++passed;
  pthread_mutex_unlock(&m);
  pthread_testcancel();
  return (void *)1;
}

int main(void) {
  pthread_barrier_init(&barrier, 0, 2);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_cancel(t);
  pthread_barrier_wait(&barrier);
  void *result;
  pthread_join(t, &result);
  assert(passed == 1);
  assert(result == (void *)1); /* BUG: the request made before the barrier is still pending */
  pthread_barrier_destroy(&barrier);
  return 0;
}
