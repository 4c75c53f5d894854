// expect: none
// algos: sdpor,pop,dc,qpor
// qpor (branch qpor8): 64 lock configurations, DFS's lock-event projection of its classes
// (docs/algorithms.md, "qpor on trylock rounds").
// classes: 89
// Two trylock loops against each other: the alternating acquisition of two mutexes and a
// plain `while (trylock(&m[1]) != 0) {}` spinner, with a thread that locks m[0] once. DFS 89
// classes (4,869 executions); pop 85 before branch popexact, 89 now in 91 executions (two
// redundant: an expected failure until branch pop33 of the corpus run); sdpor 82 before branch sdportry (lost the 7
// classes where the spinner takes m[1] between the round's release and its next acquisition of
// it), 89 now (tests/unit/test_await_cycles.cpp; the corpus does not count sdpor's classes).
// Since branch pop33 pop explores exactly one execution per class here (89).
#include <pthread.h>
pthread_mutex_t m[2] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};
void *alternating(void *arg) {
  int i = 0;
  for (;;) {
    if (pthread_mutex_trylock(&m[i]) == 0) {
      if (pthread_mutex_trylock(&m[1 - i]) == 0) break;
      pthread_mutex_unlock(&m[i]);
    }
    i = 1 - i;
  }
  pthread_mutex_unlock(&m[1]);
  pthread_mutex_unlock(&m[0]);
  return arg;
}
void *first(void *arg) { pthread_mutex_lock(&m[0]); pthread_mutex_unlock(&m[0]); return arg; }
void *spinner(void *arg) {
  while (pthread_mutex_trylock(&m[1]) != 0) {}
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
  return 0;
}
