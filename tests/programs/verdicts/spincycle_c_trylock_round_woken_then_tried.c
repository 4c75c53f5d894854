// expect: none
// classes: 44
// spincycle_c_trylock_round_woken_two_holders.c with the second holder trying m[0] once
// instead of locking it: its successful trylock after the round's wake-up races with the
// wake-up too (run first, the loop stays blocked until its unlock). sdpor 42, pop and dc 38
// of DFS's 44 classes without that race.
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
void *trier(void *arg) {
  if (pthread_mutex_trylock(&m[0]) == 0) {
    taken++;
    pthread_mutex_unlock(&m[0]);
  }
  return arg;
}
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, alternating, 0);
  pthread_create(&b, 0, holder, 0);
  pthread_create(&c, 0, trier, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  assert(taken >= 1);
  return 0;
}
