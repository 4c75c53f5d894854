// expect: assertion
// algos: sdpor,pop,dc,qpor
// The alternating round of spincycle_c_trylock_alternating_after_m1_locker.c made to record, in
// a local (a register: the failing iterations stay idle, so the runtime still holds the round
// until another thread changes a mutex), how its tries failed: bit i set when it took m[i] and
// failed the other one, bit 2 + i when it found m[i] held. Each locker records whether the
// round was done and appends its tag to its mutex's log (octal digits; the round writes 1).
// The assertion fails in one behaviour: the round failed in three ways (flags 11), took m[1]
// first at last, and the m[1] order was the later locker (3), the earlier one (2), the round.
// qpor lost it (and four more of the 102 behaviours) before branch qpar7 cleared the frame of
// D a clue held by the runtime left behind (docs/algorithms.md, "qpor on trylock rounds").
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
  pthread_create(&t[1], 0, round_robin, (void *)0L);
  pthread_create(&t[2], 0, locker, (void *)7L);
  pthread_create(&t[3], 0, locker, (void *)8L);
  for (int k = 0; k < 4; k++) pthread_join(t[k], 0);
  assert(!(round_flags == 11 && round_order == 1 && log0 == 041 && log1 == 0321));
  return 0;
}
