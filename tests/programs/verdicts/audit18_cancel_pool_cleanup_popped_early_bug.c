// expect: deadlock
// classes: 2
// rf-classes: 2
// A worker takes the pool lock, pushes a cleanup handler that would unlock it, but pops the
// handler (without running it) before a pthread_testcancel that it calls with the lock still
// held: a cancellation acted on there leaves the mutex locked by a dead thread, and main's next
// lock waits forever.
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int progress;

static void unlock_pool(void *arg) { pthread_mutex_unlock(arg); }

static void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  pthread_cleanup_push(unlock_pool, &m);
  ++progress;
  pthread_cleanup_pop(0);
  pthread_testcancel(); /* BUG: cancellation point while m is held, handler already popped */
  ++progress;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_cancel(t);
  pthread_join(t, 0);
  pthread_mutex_lock(&m);
  int p = progress;
  pthread_mutex_unlock(&m);
  return p > 2;
}
