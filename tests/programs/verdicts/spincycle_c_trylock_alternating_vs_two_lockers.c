// expect: none
// algos: sdpor,pop,dc
// classes: 65
// The alternating acquisition of two mutexes against one thread that locks m[1] once and one
// that locks m[0] once (spincycle_c_trylock_alternating_vs_single_lock.c with one lock of
// m[1]). DFS reaches 65 classes in 120 s without finishing (pinned here: a lower bound);
// sdpor 61, so sdpor loses classes too; pop and dc 43. Found by the poploss session and NOT analysed: an expected
// failure of the corpus run (docs/runtime.md, Spin loops). The first class sdpor has and pop
// lacks: the round's thread takes m[0], fails m[1], releases m[0], fails m[1]; the m[1]
// holder ends; the m[0] thread runs; then the round takes both.
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
