// expect: none
// algos: sdpor,pop,dc,qpor
// qpor (branch qpor8): 488 lock configurations, DFS's lock-event projection of its classes
// (docs/algorithms.md, "qpor on trylock rounds").
// classes: 978
// A round of trylocks that starts at m[1] (the one two other threads lock) against two m[1]
// lockers and an m[0] locker, all created after it. DFS 978 classes (272,936 executions), sdpor
// 978. pop found 892 on main: every lost class has the second m[1] locker lock first, after
// the round had blocked on "m[0] held, m[1] free" and its wake-up (a trylock of m[0]) had
// observed m[1] held by the first locker. That observation suppressed the race between the two
// lockers' locks (happens_before.cpp, tried_while_held), though a blocked round's observation
// can not move before the lock it saw (docs/algorithms.md, "Rounds woken by another thread than
// the acquisition they were moved before"). 978 since branch pop14c (1422 executions).
#include <pthread.h>
pthread_mutex_t m[2] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};
void *round_robin(void *arg) {
  int i = 1;
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
void *lock_m0(void *arg) { pthread_mutex_lock(&m[0]); pthread_mutex_unlock(&m[0]); return arg; }
void *lock_m1(void *arg) { pthread_mutex_lock(&m[1]); pthread_mutex_unlock(&m[1]); return arg; }
int main(void) {
  pthread_t t[4];
  pthread_create(&t[0], 0, round_robin, 0);
  pthread_create(&t[1], 0, lock_m1, 0);
  pthread_create(&t[2], 0, lock_m1, 0);
  pthread_create(&t[3], 0, lock_m0, 0);
  for (int k = 0; k < 4; k++) pthread_join(t[k], 0);
  return 0;
}
