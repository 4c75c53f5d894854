// expect: none
// algos: dfs,sdpor,pop,dc,qpor
// classes: 2
// rf-classes: 2
// A range updated as a whole struct under its lock; main copies the struct under the lock
// too, so the copy is never half old, half new.
#include <pthread.h>
#include <assert.h>
struct range { long lo, hi; };
static struct range shared = {0, 0};
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void *widen(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  struct range r = {-5, 5};
  shared = r;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, widen, 0);
  pthread_mutex_lock(&m);
  struct range snap = shared;
  pthread_mutex_unlock(&m);
  assert(snap.lo == -snap.hi);
  pthread_join(t, 0);
  return 0;
}
