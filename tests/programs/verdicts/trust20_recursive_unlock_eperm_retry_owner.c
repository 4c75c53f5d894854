// expect: none
// A worker tries to release a recursive mutex it never locked (a "release if mine" helper)
// and checks the result: EPERM (POSIX-defined for recursive mutexes), so it leaves the
// mutex alone and main's two-level hold stays intact. braid reports a misuse only when the
// result of such an unlock is ignored (branch trust20; before: a false misuse here).
#include <assert.h>
#include <errno.h>
#include <pthread.h>
static pthread_mutex_t m;
static int eperm_seen;
static int release_if_mine(void) { return pthread_mutex_unlock(&m) == 0; }
static void *worker(void *arg) {
  if (!release_if_mine()) eperm_seen = 1;
  return 0;
}
int main(void) {
  pthread_mutexattr_t a;
  pthread_mutexattr_init(&a);
  pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&m, &a);
  pthread_mutex_lock(&m);
  pthread_mutex_lock(&m);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  assert(eperm_seen);
  assert(pthread_mutex_unlock(&m) == 0);
  assert(pthread_mutex_unlock(&m) == 0);
  assert(pthread_mutex_unlock(&m) == EPERM);  // not locked any more
  return 0;
}
