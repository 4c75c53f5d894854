// expect: none
// algos: sdpor,pop,dc,qpor
// The round of spincycle_c_trylock_round_after_m1_timedlocker.c (an m[1] locker created before
// it; a timed locker of m[1] and an m[0] locker after it) with its failed tries recorded in a
// local (bit i: took m[i] and failed the other; bit 2 + i: found m[i] held) and each critical
// section numbered per mutex. The invariants: a locker saw the round done exactly when its
// section on that mutex came after the round's; the round took the mutex it had first at
// last (order) after failing it or the other at most in the ways its flags say. qpor reaches
// 564 of DFS's 593 lock configurations of the program without the checks (the gap of branch
// qpor8, docs/algorithms.md, "qpor on trylock rounds") and every one of its 130 behaviours.
#include <assert.h>
#include <pthread.h>
#include <time.h>
pthread_mutex_t m[2] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};
int done, sections[2], round_at[2], saw[3], at[3], round_flags;
void *round_robin(void *arg) {
  int i = 0, flags = 0;
  for (;;) {
    if (pthread_mutex_trylock(&m[i]) == 0) {
      if (pthread_mutex_trylock(&m[1 - i]) == 0) break;
      flags |= 1 << i;
      pthread_mutex_unlock(&m[i]);
    } else {
      flags |= 4 << i;
    }
    i = 1 - i;
  }
  round_flags = flags;
  done = 1;
  round_at[0] = ++sections[0];
  round_at[1] = ++sections[1];
  pthread_mutex_unlock(&m[1]);
  pthread_mutex_unlock(&m[0]);
  return arg;
}
void *locker(void *arg) {
  long id = (long)arg;  // 0: m[1] locker, 2: m[0] locker
  int k = id == 2 ? 0 : 1;
  pthread_mutex_lock(&m[k]);
  saw[id] = done;
  at[id] = ++sections[k];
  pthread_mutex_unlock(&m[k]);
  return arg;
}
void *timed_m1(void *arg) {
  struct timespec d;
  clock_gettime(CLOCK_REALTIME, &d);
  d.tv_sec += 1;
  if (pthread_mutex_timedlock(&m[1], &d) == 0) {
    saw[1] = done;
    at[1] = ++sections[1];
    pthread_mutex_unlock(&m[1]);
  }
  return arg;
}
int main(void) {
  pthread_t t[4];
  pthread_create(&t[0], 0, locker, (void *)0L);
  pthread_create(&t[1], 0, round_robin, 0);
  pthread_create(&t[2], 0, timed_m1, 0);
  pthread_create(&t[3], 0, locker, (void *)2L);
  for (int k = 0; k < 4; k++) pthread_join(t[k], 0);
  assert(saw[0] == (at[0] > round_at[1]));
  assert(saw[1] == (at[1] > round_at[1]));
  assert(saw[2] == (at[2] > round_at[0]));
  // The m[0] locker's section before the round's means the round found m[0] held or took
  // m[1] and failed m[0] only if that section overlapped a try: flags name m[0] held (bits 0b0100
  // or 0b0010) only when the m[0] locker came first.
  assert(!(round_flags & 0x6) || !saw[2]);
  return 0;
}
