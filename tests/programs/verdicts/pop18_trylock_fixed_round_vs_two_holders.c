// expect: none
// algos: sdpor,pop,dc
// classes: 13
// A round that always tries a then b against a holder of a and a holder of b that writes in
// its critical section. Blocked on "a held, b held", the round is woken after both unlocks in
// some classes: the two unlocks (different mutexes, both racing with the wake-up) head
// compatible schedules, and each subtree reversed the other race again (docs/algorithms.md,
// "Two writes that both wake a round"). DFS 13 classes (57,912 executions); pop 14
// executions before branch pop18, 13 after.
#include <pthread.h>
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
int shared, other;
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
void *holder_a(void *arg) { pthread_mutex_lock(&a); other++; pthread_mutex_unlock(&a); return arg; }
void *holder_b(void *arg) { pthread_mutex_lock(&b); shared++; pthread_mutex_unlock(&b); return arg; }
int main(void) {
  pthread_t x, y, z;
  pthread_create(&x, 0, both, 0);
  pthread_create(&y, 0, holder_a, 0);
  pthread_create(&z, 0, holder_b, 0);
  pthread_join(x, 0);
  pthread_join(y, 0);
  pthread_join(z, 0);
  return 0;
}
