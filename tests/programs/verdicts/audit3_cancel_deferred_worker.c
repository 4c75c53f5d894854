// expect: none
// classes: 2
// rf-classes: 2
// pthread_cancel of a worker blocked in a condition wait (a cancellation point), with a
// cleanup handler that unlocks. Since trust19 deferred cancellation is modelled; since
// trust20 a request that lands while the waiter waits wakes it: the waiter re-acquires the
// mutex and its handler unlocks it (docs/runtime.md, "pthread_cancel"). Before trust20:
// `unsupported`.
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int ready;
static void unlock_it(void *arg) { pthread_mutex_unlock(arg); }
void *waiter(void *arg) {
  pthread_mutex_lock(&m);
  pthread_cleanup_push(unlock_it, &m);
  while (!ready) pthread_cond_wait(&c, &m);
  pthread_cleanup_pop(1);
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, waiter, 0);
  pthread_cancel(t);
  pthread_join(t, 0);
  return 0;
}
