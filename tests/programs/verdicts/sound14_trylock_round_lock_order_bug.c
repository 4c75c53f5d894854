// expect: assertion
// algos: sdpor,pop,dc,qpor
// The alternating trylock round of spincycle_c_trylock_alternating_vs_trylock_spinner.c made to
// record what decides its behaviour: the order of the critical sections on each mutex (log0,
// log1) and which mutex the round took first (order). The assertion fails in one behaviour of
// seven only: the round fails m[0] (held by `first`), takes m[1], then m[0] once `first` let it
// go, before the spinner's turn on m[1]. qpor reaches DFS's 64 lock configurations of the
// program without the assertion (55 at branch sound14: a stale frame of D, docs/algorithms.md,
// "qpor on trylock rounds"; tests/unit/test_qpor.cpp, "qpor: trylock rounds reach every lock
// configuration DFS reaches").
#include <assert.h>
#include <pthread.h>
pthread_mutex_t m[2] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};
int log0, log1, order;
void *alternating(void *arg) {
  int i = 0;
  for (;;) {
    if (pthread_mutex_trylock(&m[i]) == 0) {
      if (pthread_mutex_trylock(&m[1 - i]) == 0) break;
      pthread_mutex_unlock(&m[i]);
    }
    i = 1 - i;
  }
  order = i;
  log0 = log0 * 4 + 1;
  log1 = log1 * 4 + 1;
  pthread_mutex_unlock(&m[1]);
  pthread_mutex_unlock(&m[0]);
  return arg;
}
void *first(void *arg) {
  pthread_mutex_lock(&m[0]);
  log0 = log0 * 4 + 2;
  pthread_mutex_unlock(&m[0]);
  return arg;
}
void *spinner(void *arg) {
  while (pthread_mutex_trylock(&m[1]) != 0) {}
  log1 = log1 * 4 + 3;
  pthread_mutex_unlock(&m[1]);
  return arg;
}
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, alternating, 0);
  pthread_create(&b, 0, first, 0);
  pthread_create(&c, 0, spinner, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  assert(!(log0 == 9 && log1 == 7 && order == 1));
  return 0;
}
