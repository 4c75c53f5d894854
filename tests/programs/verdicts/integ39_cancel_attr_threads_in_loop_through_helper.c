// expect: none
// algos: sdpor,pop,dc
// Two workers with 32 KiB stack attributes, each created and cancelled at once through a
// helper in a loop; each counts once under a mutex, then reaches a cancellation point. pop,
// sdpor and dc explore 6 executions (the classes DFS saw before its estimate stopped it).
// Written at the review of stop 39's integration (cancel-before-first-run, several threads).
#include <pthread.h>
#include <assert.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int total;
static void step(void) { pthread_mutex_lock(&m); total++; pthread_mutex_unlock(&m); pthread_testcancel(); }
static void *w(void *a) { step(); return a; }
static void start_and_cancel(pthread_t *t, pthread_attr_t *at) { pthread_create(t, at, w, 0); pthread_cancel(*t); }
int main(void) {
  pthread_attr_t at; pthread_attr_init(&at); pthread_attr_setstacksize(&at, 32768);
  pthread_t t[2];
  for (int i = 0; i < 2; i++) start_and_cancel(&t[i], &at);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  assert(total <= 2);
  return 0;
}
