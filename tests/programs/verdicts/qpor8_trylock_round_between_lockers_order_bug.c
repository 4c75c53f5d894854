// expect: assertion
// algos: sdpor,pop,dc,qpor
// The round of spincycle_c_trylock_round_between_m1_m0_and_m1_lockers.c (an m[1] locker and an
// m[0] locker created before it, another m[1] locker after it) with its failed tries recorded
// in a local (bit i: took m[i], failed the other; bit 2 + i: found m[i] held) and every locker
// recording whether the round was done and appending its tag to its mutex's log (octal; the
// round writes 1). The assertion fails in one behaviour: every kind of failure (flags 15), m[1]
// taken first at last, only the first m[1] locker after the round, and the m[1] order 3, 1, 2.
// qpor lost it (and one more of the 102 behaviours) before branch qpar7
// (docs/algorithms.md, "qpor on trylock rounds").
#include <pthread.h>
#include <assert.h>
#include <time.h>
pthread_mutex_t m[2] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};
int done, saw[8], round_flags, round_order, log0, log1;
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
  round_order = i;
  done = 1;
  log0 = log0 * 8 + 1; log1 = log1 * 8 + 1;
  pthread_mutex_unlock(&m[1]);
  pthread_mutex_unlock(&m[0]);
  return arg;
}
void *locker(void *arg) {
  long id = (long)arg;
  int k = (int)(id & 1);
  pthread_mutex_lock(&m[k]);
  saw[id >> 1] = done;
  if (k) log1 = log1 * 8 + (int)(id >> 1); else log0 = log0 * 8 + (int)(id >> 1);
  pthread_mutex_unlock(&m[k]);
  return arg;
}
void *timed_m1(void *arg) {
  struct timespec d;
  clock_gettime(CLOCK_REALTIME, &d);
  d.tv_sec += 1;
  if (pthread_mutex_timedlock(&m[1], &d) == 0) { saw[5] = done; log1 = log1 * 8 + 5; pthread_mutex_unlock(&m[1]); }
  return arg;
}
int main(void) {
  pthread_t t[4];
  pthread_create(&t[0], 0, locker, (void *)5L);
  pthread_create(&t[1], 0, locker, (void *)8L);
  pthread_create(&t[2], 0, round_robin, (void *)0L);
  pthread_create(&t[3], 0, locker, (void *)7L);
  for (int k = 0; k < 4; k++) pthread_join(t[k], 0);
  assert(!(round_flags == 15 && round_order == 1 && saw[2] && !saw[3] && !saw[4] && log0 == 041 && log1 == 0312));
  return 0;
}
