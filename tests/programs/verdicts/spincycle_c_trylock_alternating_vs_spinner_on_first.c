// expect: none
// algos: sdpor,pop,dc,qpor
// qpor (branch qpor8): 84 lock configurations, DFS's lock-event projection of its classes
// (docs/algorithms.md, "qpor on trylock rounds").
// classes: 134
// A trylock spinner on m[0], the mutex the alternating trylock round starts with, against that
// round and a thread that locks m[1] once (the mirror of
// spincycle_c_trylock_alternating_vs_trylock_spinner.c). DFS 134 classes (16,562 executions);
// sdpor 109 before branch sdportry (the spinner's success after an unlock raced only with the
// unlock, and the spinner is blocked there: its takes of m[0] before the round's acquisition
// were lost), 134 now; pop 134 in 138 executions (four redundant: an expected failure).
// Since branch pop23 pop explores one execution per class here (docs/algorithms.md, "pop23: earlier
// racers of a round's wake-up, below the frame that recorded them").
#include <pthread.h>
pthread_mutex_t m[2] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};
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
void *second(void *arg) { pthread_mutex_lock(&m[1]); pthread_mutex_unlock(&m[1]); return arg; }
void *spinner(void *arg) {
  while (pthread_mutex_trylock(&m[0]) != 0) {}
  pthread_mutex_unlock(&m[0]);
  return arg;
}
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, alternating, 0);
  pthread_create(&b, 0, second, 0);
  pthread_create(&c, 0, spinner, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
}
