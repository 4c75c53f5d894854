// expect: none
// algos: sdpor,pop,dc,qpor
// qpor (branch qpor8): 230 lock configurations, DFS's lock-event projection of its classes
// (docs/algorithms.md, "qpor on trylock rounds").
// classes: 462
// The alternating acquisition of two mutexes against a thread that takes m[1] alone, twice:
// the round of failed tries is woken when m[1] is taken or released, and blocked again when
// it is back as the round observed it.
// 462 classes: sdpor's, and DFS's on the same program without the counters (private to their
// threads: 462 in 101,716 executions; with them DFS does not finish in 500 s). Until a lock
// after a round's wake-up raced with it (dpor_common/happens_before.cpp) sdpor found 433, pop
// and dc 204; then sdpor 462, pop and dc 442 (540 executions); since branch popexact pop and dc
// 462 in 560 executions (redundant runs: an expected failure of the corpus run; docs/algorithms.md,
// "Rounds woken by another thread than the acquisition they were moved before").
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
  for (int k = 0; k < 2; k++) {
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
  assert(counter == 1 && single_count == 2 && holder_count == 1);
  return 0;
}
