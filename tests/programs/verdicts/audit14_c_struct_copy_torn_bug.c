// expect: data-race, assertion
// algos: dfs,sdpor,pop,dc,qpor
// classes: 3
// rf-classes: 3
// A range updated as a whole struct under its lock; main copies the struct without the
// lock and checks the copy is symmetric: the copy can take `lo` before and `hi` after.
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
  struct range snap = shared;  // copied without the lock
  assert(snap.lo == -snap.hi);
  pthread_join(t, 0);
  return 0;
}
