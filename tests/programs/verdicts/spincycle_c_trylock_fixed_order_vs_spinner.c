// expect: none
// algos: sdpor,pop,dc,qpor
// qpor (branch qpor8): 15 lock configurations, DFS's lock-event projection of its classes
// (docs/algorithms.md, "qpor on trylock rounds").
// classes: 16
// A round that always tries a then b (fixed order, not alternating) against a spinner on b that
// writes in its critical section and a thread that locks a once. DFS 16 classes (25,380
// executions); sdpor 16 before and after branch sdportry, pop 16 in 17 executions before
// branch pop18 (two unlocks before the round's wake-up in both orders), 16 after.
#include <pthread.h>
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
int shared;
void *both(void *arg) {
  for (;;) {
    if (pthread_mutex_trylock(&a) == 0) {
      if (pthread_mutex_trylock(&b) == 0) break;
      pthread_mutex_unlock(&a);
    }
  }
  shared++;
  pthread_mutex_unlock(&b);
  pthread_mutex_unlock(&a);
  return arg;
}
void *holder(void *arg) { pthread_mutex_lock(&a); pthread_mutex_unlock(&a); return arg; }
void *spinner(void *arg) {
  while (pthread_mutex_trylock(&b) != 0) {}
  shared++;
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
  return 0;
}
