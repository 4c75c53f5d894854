// expect: none
// algos: sdpor,pop,dc,qpor
// qpor (branch qpor8): 102 lock configurations, DFS's lock-event projection of its classes
// (docs/algorithms.md, "qpor on trylock rounds").
// classes: 159
// Two trylock spinners, one on each mutex of an alternating trylock round: every release by the
// round wakes a spinner that may take the mutex before the round's next acquisition. DFS 159
// classes (12,334 executions); sdpor 135 before branch sdportry, 159 now; pop 159 in 165
// executions (six redundant: an expected failure until branch pop33).
// Since branch pop33 pop explores exactly one execution per class here (159).
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
void *spinner(void *arg) {
  pthread_mutex_t *mine = arg;
  while (pthread_mutex_trylock(mine) != 0) {}
  pthread_mutex_unlock(mine);
  return 0;
}
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, alternating, 0);
  pthread_create(&b, 0, spinner, &m[0]);
  pthread_create(&c, 0, spinner, &m[1]);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
}
