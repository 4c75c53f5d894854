// expect: none
// classes: 4
// rf-classes: 4
// A worker counts three rounds under a mutex with pthread_testcancel between them; main
// cancels it at some point and joins it. Whatever round the request lands in, the worker
// stops at its next cancellation point (the cleanup handler is not needed: the mutex is
// never held at a point), so the count is whatever it reached and the join says
// PTHREAD_CANCELED exactly when a point acted on the request. DC-DPOR's dead-call search
// models the request and the points (docs/algorithms.md, "dc17").
#include <assert.h>
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int rounds;
static void *worker(void *arg) {
  for (int i = 0; i < 3; i++) {
    pthread_mutex_lock(&m);
    rounds++;
    pthread_mutex_unlock(&m);
    pthread_testcancel();
  }
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_cancel(t);
  void *r;
  pthread_join(t, &r);
  pthread_mutex_lock(&m);
  assert(rounds >= 1 && rounds <= 3);
  assert(r == PTHREAD_CANCELED || rounds == 3);
  pthread_mutex_unlock(&m);
  return 0;
}
