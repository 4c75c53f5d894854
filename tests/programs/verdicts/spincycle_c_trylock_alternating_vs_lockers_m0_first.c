// expect: none
// algos: sdpor,pop,dc,qpor
// qpor (branch qpor8): 47 lock configurations, DFS's lock-event projection of its classes
// (docs/algorithms.md, "qpor on trylock rounds").
// classes: 65
// The alternating acquisition of two mutexes against a thread that locks m[0] once, created
// before one that locks m[1] once (spincycle_c_trylock_alternating_vs_two_lockers.c with the
// two lockers' thread ids swapped). Pop's continuation runs the m[0] locker first: its lock
// wakes a round blocked on "m[1] held, m[0] free", and the classes where the m[1] holder's
// unlock wakes the round before that lock come from the stale read's race with the unlock,
// found past the cut (Pop::reverse_round_wakers). DFS 65 classes (2,749 executions), sdpor 65;
// pop 61 before branch popexact, 65 now in 67 executions (two unlocks before the round's
// wake-up explored in both orders: an expected failure until branch pop33 of the corpus run).
// Since branch pop33 pop explores exactly one execution per class here (65).
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
void *first(void *arg) { pthread_mutex_lock(&m[0]); pthread_mutex_unlock(&m[0]); return arg; }
void *second(void *arg) { pthread_mutex_lock(&m[1]); pthread_mutex_unlock(&m[1]); return arg; }
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, alternating, 0);
  pthread_create(&b, 0, first, 0);
  pthread_create(&c, 0, second, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
}
