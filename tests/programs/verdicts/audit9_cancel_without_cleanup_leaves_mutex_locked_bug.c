// expect: deadlock
// classes: 3
// rf-classes: 3
// A worker is cancelled at pthread_testcancel while it holds a mutex and has no cleanup
// handler to release it: main then blocks forever on the mutex (deadlock). (`unsupported`
// until trust19 modelled deferred cancellation.)
#include <pthread.h>
#include <assert.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int started;
static void *worker(void *arg) {
  for (int i = 0; i < 2; i++) {
    pthread_mutex_lock(&m);
    started = 1;
    pthread_testcancel();
    pthread_mutex_unlock(&m);
  }
  return (void *)1;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_cancel(t);
  void *r;
  pthread_join(t, &r);
  assert(r == PTHREAD_CANCELED || r == (void *)1);
  pthread_mutex_lock(&m);
  pthread_mutex_unlock(&m);
  return 0;
}
