// expect: none
// algos: dfs,sdpor,pop,dc
// classes: 22
// A round of trylocks alternating between m[0] and m[1] against a thread that locks m[0], then
// m[1], and releases m[0] first. The round's wake-up is a lock of m[1] that also observed m[0]
// held; the other thread's unlock of m[1] comes after its unlock of m[0], which the wake-up's
// observation read, so the two unlocks are no race of the wake-up's own (docs/algorithms.md,
// "Races through a wake-up's observations"). DFS 22 classes (254 executions); pop 23
// executions for them before branch pop18, 22 after.
#include <pthread.h>
pthread_mutex_t m[2] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};
int counter;
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
void *ordered(void *arg) {
  pthread_mutex_lock(&m[0]);
  pthread_mutex_lock(&m[1]);
  counter++;
  pthread_mutex_unlock(&m[0]);
  pthread_mutex_unlock(&m[1]);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, alternating, 0);
  pthread_create(&b, 0, ordered, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
