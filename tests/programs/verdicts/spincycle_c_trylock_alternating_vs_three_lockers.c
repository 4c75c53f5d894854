// expect: none
// algos: sdpor,pop,dc,qpor
// qpor (branch qpor8): 460 lock configurations, DFS's lock-event projection of its classes
// (docs/algorithms.md, "qpor on trylock rounds").
// classes: 924
// The alternating acquisition of two mutexes against two threads that lock m[1] once each and
// one that locks m[0] once (created last). DFS 924 classes (895,616 executions), sdpor 924. pop
// 761 on main, 833 since branch popexact, 839 since branch poplockers (1022 executions), 924
// since branch pop14c (1328 executions): the classes lost were those where the second m[1]
// locker locks first; the race of its lock with the first locker's was dropped because the
// round's wake-up failed a trylock of m[1] in between (docs/algorithms.md, "Rounds woken by
// another thread than the acquisition they were moved before").
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
void *second(void *arg) { pthread_mutex_lock(&m[1]); pthread_mutex_unlock(&m[1]); return arg; }
int main(void) {
  pthread_t a, b, c, d;
  pthread_create(&a, 0, alternating, 0);
  pthread_create(&b, 0, second, 0);
  pthread_create(&c, 0, second, 0);
  pthread_create(&d, 0, first, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  pthread_join(d, 0);
  return 0;
}
