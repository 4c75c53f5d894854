// expect: assertion
// algos: sdpor,pop,dc,qpor
// The round of spincycle_c_trylock_fixed_order_vs_spinner.c (try a, then b; release a and
// retry when b is held) made to record whether its trylock of b ever failed, in a local
// (a register: no store, so the failing iteration stays idle and the runtime still holds the
// round until b or a changes). The holder of a records whether the round was done, the spinner
// whether it took b before the round did. The assertion fails only when the round failed b
// (the spinner held it), retried once the spinner let b go, and the holder took a last: the
// lock configuration qpor missed before branch qpar7 cleared the frame of D a held clue
// left behind (docs/algorithms.md, "qpor on trylock rounds"; qpor8).
#include <assert.h>
#include <pthread.h>
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
int round_failed_b, round_done, holder_after_round, spinner_first;
void *both(void *arg) {
  int failed = 0;
  for (;;) {
    if (pthread_mutex_trylock(&a) == 0) {
      if (pthread_mutex_trylock(&b) == 0) break;
      failed = 1;
      pthread_mutex_unlock(&a);
    }
  }
  round_failed_b = failed;
  round_done = 1;
  pthread_mutex_unlock(&b);
  pthread_mutex_unlock(&a);
  return arg;
}
void *holder(void *arg) {
  pthread_mutex_lock(&a);
  holder_after_round = round_done;
  pthread_mutex_unlock(&a);
  return arg;
}
void *spinner(void *arg) {
  while (pthread_mutex_trylock(&b) != 0) {}
  spinner_first = !round_done;
  pthread_mutex_unlock(&b);
  return arg;
}
int main(void) {
  pthread_t x, y, z;
  pthread_create(&x, 0, both, 0);
  pthread_create(&y, 0, holder, 0);
  pthread_create(&z, 0, spinner, 0);
  pthread_join(x, 0);
  pthread_join(y, 0);
  pthread_join(z, 0);
  assert(!(round_failed_b && spinner_first && holder_after_round));
  return 0;
}
