// expect: none
// classes: 34
// The alternating acquisition of two mutexes (spincycle_c_trylock_alternating.c) against two
// threads that each lock m[0] once (m[1] is always free). The round (m[0] failed, m[1] taken,
// m[0] failed, m[1] released) is woken by the first holder's unlock; its wake-up stands for
// the round's observation "m[0] held", made while m[0] is free. The second holder's lock
// after it races with it: run first, m[0] is held again as observed, the loop stays blocked
// and the second unlock wakes it. Without that race (dpor_common/happens_before.cpp) sdpor,
// pop and dc found 32 of DFS's 34 classes.
#include <assert.h>
#include <pthread.h>
pthread_mutex_t m[2] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};
int taken;
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
void *holder(void *arg) {
  pthread_mutex_lock(&m[0]);
  taken++;
  pthread_mutex_unlock(&m[0]);
  return arg;
}
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, alternating, 0);
  pthread_create(&b, 0, holder, 0);
  pthread_create(&c, 0, holder, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  assert(taken == 2);
  return 0;
}
