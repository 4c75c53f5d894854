// expect: none
// classes: 3
// rf-classes: 3
// The same cancellation, but the worker pushes a cleanup handler that unlocks the mutex:
// after the join, main can lock it; the join yields PTHREAD_CANCELED. (`unsupported` until
// trust19 modelled deferred cancellation.)
#include <pthread.h>
#include <assert.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int rounds;
static void unlock_it(void *p) { pthread_mutex_unlock(p); }
static void *worker(void *arg) {
  for (int i = 0; i < 2; i++) {
    pthread_mutex_lock(&m);
    pthread_cleanup_push(unlock_it, &m);
    rounds++;
    pthread_testcancel();
    pthread_cleanup_pop(1);
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
  int seen = rounds;
  pthread_mutex_unlock(&m);
  assert(seen >= 0);
  return 0;
}
