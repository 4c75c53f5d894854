// expect: none
// algos: sdpor,pop,dc
// classes: 924
// The alternating round created between its lockers: an m[1] locker and the m[0] locker
// before it, the other m[1] locker after it. sdpor 924 classes (DFS 924 after 6,288,724
// executions in 900 s, not finished). pop 924 before and after branch sound13 (1078
// executions before, 1022 now: redundant runs, not analysed, an expected failure of the
// corpus run).
#include <pthread.h>
pthread_mutex_t m[2] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};
void *round_robin(void *arg) {
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
void *lock_m0(void *arg) { pthread_mutex_lock(&m[0]); pthread_mutex_unlock(&m[0]); return arg; }
void *lock_m1(void *arg) { pthread_mutex_lock(&m[1]); pthread_mutex_unlock(&m[1]); return arg; }
int main(void) {
  pthread_t t[4];
  pthread_create(&t[0], 0, lock_m1, 0);
  pthread_create(&t[1], 0, lock_m0, 0);
  pthread_create(&t[2], 0, round_robin, 0);
  pthread_create(&t[3], 0, lock_m1, 0);
  for (int k = 0; k < 4; k++) pthread_join(t[k], 0);
  return 0;
}
