// expect: none
// algos: sdpor,pop,dc,qpor
// qpor (branch qpor8): 194 lock configurations, DFS's lock-event projection of its classes
// (docs/algorithms.md, "qpor on trylock rounds").
// classes: 320
// The alternating acquisition of two mutexes while main holds m[0] across the creation of the
// round and of two threads that lock m[1] once each, then releases it: three threads against
// the round, which blocks on "m[0] held, m[1] free" and can sleep through one m[1] locker's
// critical section (an ABA) before the other's lock or main's unlock wakes it. DFS 320 classes
// (57,333 executions), sdpor 320, pop 320 in 320 executions (docs/algorithms.md, "Rounds woken
// by another thread than the acquisition they were moved before").
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
void *second(void *arg) { pthread_mutex_lock(&m[1]); pthread_mutex_unlock(&m[1]); return arg; }
int main(void) {
  pthread_t a, b, c;
  pthread_mutex_lock(&m[0]);
  pthread_create(&a, 0, alternating, 0);
  pthread_create(&b, 0, second, 0);
  pthread_create(&c, 0, second, 0);
  pthread_mutex_unlock(&m[0]);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
}
