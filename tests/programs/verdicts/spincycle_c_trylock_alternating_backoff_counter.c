// expect: none
// algos: sdpor,pop,dc,qpor
// qpor (branch qpor8): 47 lock configurations, DFS's lock-event projection of its classes
// (docs/algorithms.md, "qpor on trylock rounds").
// classes: 65
// The alternating acquisition of two mutexes with a back-off counter (dead within the loop:
// only its final value is used) and the unlocks in the other order, against one locker of
// each mutex, the m[0] locker created first. DFS 65 classes (3,494 executions), sdpor 65; pop
// 61 before branch popexact, 65 now in 67 executions (two redundant: an expected failure until branch pop33 of
// the corpus run).
// Since branch pop33 pop explores exactly one execution per class here (65).
#include <pthread.h>
pthread_mutex_t m[2] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};
int tries_seen;
void *alternating(void *arg) {
  int i = 0, tries = 0;
  for (;;) {
    if (pthread_mutex_trylock(&m[i]) == 0) {
      if (pthread_mutex_trylock(&m[1 - i]) == 0) break;
      pthread_mutex_unlock(&m[i]);
    }
    tries++;
    i = 1 - i;
  }
  tries_seen = tries > 0;
  pthread_mutex_unlock(&m[0]);
  pthread_mutex_unlock(&m[1]);
  return arg;
}
void *first(void *arg) { pthread_mutex_lock(&m[0]); pthread_mutex_unlock(&m[0]); return arg; }
void *second(void *arg) { pthread_mutex_lock(&m[1]); pthread_mutex_unlock(&m[1]); return arg; }
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, alternating, 0);
  pthread_create(&b, 0, first, 0);
  pthread_create(&c, 0, second, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
}
