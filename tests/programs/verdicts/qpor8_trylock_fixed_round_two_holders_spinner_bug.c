// expect: assertion
// algos: sdpor,pop,dc,qpor
// A fixed-order round (try a, then b; release a and retry when b is held) against a holder of
// a, a holder of b and a spinner on b. The round records in a local whether it ever took a and
// failed b (bit 0) or found a held (bit 1); the others whether the round was done when they
// had their mutex. The assertion fails only when the round failed b and nothing else, both
// holders came after it and the spinner before it: a behaviour qpor lost (112 of DFS's 163
// classes, 20 of 21 behaviours) before branch qpar7 cleared the frame of D a clue held by the
// runtime left behind (docs/algorithms.md, "qpor on trylock rounds").
#include <assert.h>
#include <pthread.h>
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
int done, h1_saw, h2_saw, spin_saw, round_flags;
void *both(void *arg) {
  int flags = 0;
  for (;;) {
    if (pthread_mutex_trylock(&a) == 0) {
      if (pthread_mutex_trylock(&b) == 0) break;
      flags |= 1;
      pthread_mutex_unlock(&a);
    } else {
      flags |= 2;
    }
  }
  round_flags = flags;
  done = 1;
  pthread_mutex_unlock(&b);
  pthread_mutex_unlock(&a);
  return arg;
}
void *holder1(void *arg) { pthread_mutex_lock(&a); h1_saw = done; pthread_mutex_unlock(&a); return arg; }
void *holder2(void *arg) { pthread_mutex_lock(&b); h2_saw = done; pthread_mutex_unlock(&b); return arg; }
void *spinner(void *arg) {
  while (pthread_mutex_trylock(&b) != 0) {}
  spin_saw = done;
  pthread_mutex_unlock(&b);
  return arg;
}
int main(void) {
  pthread_t x, y, z, w;
  pthread_create(&x, 0, both, 0);
  pthread_create(&y, 0, holder1, 0);
  pthread_create(&z, 0, spinner, 0);
  pthread_create(&w, 0, holder2, 0);
  pthread_join(x, 0); pthread_join(y, 0); pthread_join(z, 0); pthread_join(w, 0);
  assert(!(round_flags == 1 && h1_saw && h2_saw && !spin_saw));
  return 0;
}
