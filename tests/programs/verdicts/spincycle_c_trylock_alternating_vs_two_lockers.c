// expect: none
// algos: sdpor,pop,dc,qpor
// qpor (branch qpor8): 47 lock configurations, DFS's lock-event projection of its classes
// (docs/algorithms.md, "qpor on trylock rounds").
// classes: 65
// The alternating acquisition of two mutexes against one thread that locks m[1] once and one
// that locks m[0] once (spincycle_c_trylock_alternating_vs_single_lock.c with one lock of
// m[1]). DFS: 65 classes (1,025,799 executions, complete). sdpor 61, pop and dc 43 until a
// lock after a round's wake-up raced with it (dpor_common/happens_before.cpp; the smallest
// form is spincycle_c_trylock_round_woken_two_holders.c): now sdpor, pop and dc 65; pop runs
// 67 executions (2 redundant, not analysed), an expected failure until branch pop33 of the corpus run.
// Since branch pop33 pop explores exactly one execution per class here (65).
#include <assert.h>
#include <pthread.h>
pthread_mutex_t m[2] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};
int counter, single_count, holder_count;
void *alternating(void *arg) {
  int i = 0;
  for (;;) {
    if (pthread_mutex_trylock(&m[i]) == 0) {
      if (pthread_mutex_trylock(&m[1 - i]) == 0) break;
      pthread_mutex_unlock(&m[i]);
    }
    i = 1 - i;
  }
  counter++;
  pthread_mutex_unlock(&m[1]);
  pthread_mutex_unlock(&m[0]);
  return arg;
}
void *single(void *arg) {
  for (int k = 0; k < 1; k++) {
    pthread_mutex_lock(&m[1]);
    single_count++;
    pthread_mutex_unlock(&m[1]);
  }
  return arg;
}
void *holder(void *arg) {
  pthread_mutex_lock(&m[0]);
  holder_count++;
  pthread_mutex_unlock(&m[0]);
  return arg;
}
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, alternating, 0);
  pthread_create(&b, 0, single, 0);
  pthread_create(&c, 0, holder, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  assert(counter == 1 && single_count == 1 && holder_count == 1);
  return 0;
}
