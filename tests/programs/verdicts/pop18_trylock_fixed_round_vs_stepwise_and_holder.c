// expect: none
// algos: sdpor,pop,dc
// classes: 50
// A fixed-order round (a then b) against a thread that takes a, then b, one lock at a time,
// and a holder of b. The round blocked on both held is woken after the unlocks of a and of b
// by two different threads in some classes: both unlocks race with the wake-up and head
// compatible schedules (docs/algorithms.md, "Two writes that both wake a round"). DFS 50
// classes (463,148 executions); pop 54 executions before branch pop18, 50 after.
#include <pthread.h>
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
int x, y;
void *both(void *arg) {
  for (;;) {
    if (pthread_mutex_trylock(&a) == 0) {
      if (pthread_mutex_trylock(&b) == 0) break;
      pthread_mutex_unlock(&a);
    }
  }
  x++; y++;
  pthread_mutex_unlock(&b);
  pthread_mutex_unlock(&a);
  return arg;
}
void *ha(void *arg) { pthread_mutex_lock(&a); x++; pthread_mutex_unlock(&a); pthread_mutex_lock(&b); y++; pthread_mutex_unlock(&b); return arg; }
void *hb(void *arg) { pthread_mutex_lock(&b); y++; pthread_mutex_unlock(&b); return arg; }
int main(void) {
  pthread_t t1, t2, t3;
  pthread_create(&t1, 0, both, 0);
  pthread_create(&t2, 0, ha, 0);
  pthread_create(&t3, 0, hb, 0);
  pthread_join(t1, 0); pthread_join(t2, 0); pthread_join(t3, 0);
  return 0;
}
