// expect: assertion
// algos: dfs,sdpor,pop,dc
// (qpor left out: it refuses the atomics or primitives used here)
// An error-checking mutex: the owner's trylock gives EBUSY (not EDEADLK), its relock gives
// EDEADLK; a helper that ignores that return value unlocks twice: the second unlock of the
// now-free mutex gives EPERM, which the code asserts cannot happen.
#include <pthread.h>
#include <errno.h>
#include <assert.h>
static pthread_mutex_t m;
static void *worker(void *arg) {
  assert(pthread_mutex_lock(&m) == 0);
  assert(pthread_mutex_trylock(&m) == EBUSY);
  pthread_mutex_lock(&m); /* EDEADLK, ignored: the code believes it holds two levels */
  pthread_mutex_unlock(&m);
  int r = pthread_mutex_unlock(&m);
  assert(r == 0);
  return arg;
}
int main(void) {
  pthread_mutexattr_t a;
  pthread_mutexattr_init(&a);
  pthread_mutexattr_settype(&a, PTHREAD_MUTEX_ERRORCHECK);
  pthread_mutex_init(&m, &a);
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  return 0;
}
