// expect: none
// algos: sdpor,pop,dc
// classes: 924
// The round of spincycle_c_trylock_alternating_vs_three_lockers.c with one m[1] locker created
// before it, the other m[1] locker and the m[0] locker after it. DFS 924 classes (923,218
// executions), sdpor 924. pop found 908 (1150 executions) before branch sound13: the 16 lost
// classes have the later-created m[1] locker lock first and the round, woken by the m[0]
// locker's unlock, take m[0] before the other m[1] locker's lock; its wake-up's observation of
// m[1] raced with that lock and was taken for a lock race (docs/algorithms.md, "A woken round's
// acquisition races through what it observed"). pop 924 now, in 1112 executions (redundant
// runs, not analysed: an expected failure of the corpus run).
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
  pthread_create(&t[1], 0, round_robin, 0);
  pthread_create(&t[2], 0, lock_m1, 0);
  pthread_create(&t[3], 0, lock_m0, 0);
  for (int k = 0; k < 4; k++) pthread_join(t[k], 0);
  return 0;
}
