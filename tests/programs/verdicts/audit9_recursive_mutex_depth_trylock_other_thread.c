// expect: none
// algos: dfs,sdpor,pop,dc
// (qpor left out: it refuses the atomics or primitives used here)
// classes: 7
// rf-classes: 7
// A recursive mutex locked three levels deep by its owner; another thread's trylock fails
// with EBUSY until the owner has unlocked every level, then succeeds and sees depth 0.
#include <pthread.h>
#include <errno.h>
#include <assert.h>
static pthread_mutex_t m;
static int depth;
static void nest(int k) {
  pthread_mutex_lock(&m);
  depth++;
  if (k > 1) nest(k - 1);
  depth--;
  pthread_mutex_unlock(&m);
}
static void *owner(void *arg) { nest(3); return arg; }
static void *prober(void *arg) {
  int r;
  while ((r = pthread_mutex_trylock(&m)) == EBUSY) {}
  assert(r == 0);
  assert(depth == 0);
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_mutexattr_t a;
  pthread_mutexattr_init(&a);
  pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&m, &a);
  pthread_t o, p;
  pthread_create(&o, NULL, owner, NULL);
  pthread_create(&p, NULL, prober, NULL);
  pthread_join(o, NULL);
  pthread_join(p, NULL);
  pthread_mutex_destroy(&m);
  return 0;
}
