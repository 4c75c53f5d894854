// expect: none
// algos: sdpor,pop,dc
// classes: 1148
// spincycle_c_trylock_alternating_after_m1_locker.c with the later m[1] locker taking m[1] by
// pthread_mutex_timedlock (it may time out while the round or the other locker holds it).
// sdpor 1148 classes (DFS not run to the end: many millions of executions). pop 1132 before
// branch sound13 (docs/algorithms.md, "A woken round's acquisition races through what it
// observed"), 1148 now in 1324 executions (redundant runs: an expected failure of the corpus run).
#include <pthread.h>
#include <time.h>
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
void *timedlock_m1(void *arg) {
  struct timespec deadline;
  clock_gettime(CLOCK_REALTIME, &deadline);
  deadline.tv_sec += 1;
  if (pthread_mutex_timedlock(&m[1], &deadline) == 0) pthread_mutex_unlock(&m[1]);
  return arg;
}
void *lock_m1(void *arg) { pthread_mutex_lock(&m[1]); pthread_mutex_unlock(&m[1]); return arg; }
int main(void) {
  pthread_t t[4];
  pthread_create(&t[0], 0, lock_m1, 0);
  pthread_create(&t[1], 0, round_robin, 0);
  pthread_create(&t[2], 0, timedlock_m1, 0);
  pthread_create(&t[3], 0, lock_m0, 0);
  for (int k = 0; k < 4; k++) pthread_join(t[k], 0);
  return 0;
}
