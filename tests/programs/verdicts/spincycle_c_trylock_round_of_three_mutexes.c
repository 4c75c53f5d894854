// expect: none
// algos: sdpor,pop,dc,qpor
// qpor (branch qpor8): 114 lock configurations, DFS's lock-event projection of its classes
// (docs/algorithms.md, "qpor on trylock rounds").
// classes: 260
// A round over three mutexes (trylock m[i], then m[i+1 mod 3]) against lockers of m[1], m[2],
// m[1]. DFS 260 classes (1,051,894 executions), sdpor 260, pop 260 in 298 executions (main
// and branch pop14c alike: every class, 38 redundant runs).
#include <pthread.h>
pthread_mutex_t m[3] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};
void *round_robin(void *arg) {
  int i = 0;
  for (;;) {
    if (pthread_mutex_trylock(&m[i]) == 0) {
      if (pthread_mutex_trylock(&m[(i + 1) % 3]) == 0) break;
      pthread_mutex_unlock(&m[i]);
    }
    i = (i + 1) % 3;
  }
  pthread_mutex_unlock(&m[(i + 1) % 3]);
  pthread_mutex_unlock(&m[i]);
  return arg;
}
void *locker(void *arg) {
  pthread_mutex_t *mx = arg;
  pthread_mutex_lock(mx);
  pthread_mutex_unlock(mx);
  return 0;
}
int main(void) {
  pthread_t a, b, c, d;
  pthread_create(&a, 0, round_robin, 0);
  pthread_create(&b, 0, locker, &m[1]);
  pthread_create(&c, 0, locker, &m[2]);
  pthread_create(&d, 0, locker, &m[1]);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  pthread_join(d, 0);
  return 0;
}
