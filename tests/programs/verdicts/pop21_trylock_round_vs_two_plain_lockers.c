// expect: none
// algos: sdpor,pop,dc
// classes: 65
// The alternating acquisition of two mutexes against one thread that locks m[1] once and one
// that locks m[0] once, with empty critical sections
// (spincycle_c_trylock_alternating_vs_two_lockers.c without its counters). DFS 65 classes
// (5,215 executions); pop 66 executions (67 before branch pop21: the m[0] locker's unlock
// moved before the round's wake-up put the round back to sleep until the m[1] unlock, whose
// own schedule has those classes; docs/algorithms.md, "A release that puts a round back to
// sleep (pop21)"); one redundant run left (the mirror case): an expected failure.
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
void *t0(void *arg) { pthread_mutex_lock(&m[1]); pthread_mutex_unlock(&m[1]); return arg; }
void *t1(void *arg) { pthread_mutex_lock(&m[0]); pthread_mutex_unlock(&m[0]); return arg; }
int main(void) {
  pthread_t a, t[4];
  pthread_create(&a, 0, alternating, 0);
  pthread_create(&t[0], 0, t0, 0);
  pthread_create(&t[1], 0, t1, 0);
  pthread_join(a, 0);
  pthread_join(t[0], 0);
  pthread_join(t[1], 0);
  return 0;
}
