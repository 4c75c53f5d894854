// expect: none
// algos: sdpor,pop,dc
// classes: 924
// The mirror of spincycle_c_trylock_alternating_after_m1_locker.c: the round starts at m[1],
// one m[0] locker is created before it, the other m[0] locker and an m[1] locker after it.
// DFS 924 classes (4,875,222 executions), sdpor 924. pop 908 before branch sound13 (a woken
// round's lock of one mutex was taken for a lock race with a lock of the other: docs/
// algorithms.md, "A woken round's acquisition races through what it observed"), 924 now in
// 1112 executions (redundant runs, not analysed: an expected failure of the corpus run).
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
  pthread_mutex_unlock(&m[0]);
  pthread_mutex_unlock(&m[1]);
  return arg;
}
void *lock_m0(void *arg) { pthread_mutex_lock(&m[0]); pthread_mutex_unlock(&m[0]); return arg; }
void *lock_m1(void *arg) { pthread_mutex_lock(&m[1]); pthread_mutex_unlock(&m[1]); return arg; }
int main(void) {
  pthread_t t[4];
  pthread_create(&t[0], 0, lock_m0, 0);
  pthread_create(&t[1], 0, round_robin, 0);
  pthread_create(&t[2], 0, lock_m0, 0);
  pthread_create(&t[3], 0, lock_m1, 0);
  for (int k = 0; k < 4; k++) pthread_join(t[k], 0);
  return 0;
}
