// expect: none
// algos: sdpor,pop,dc
// classes: 65
// The alternating acquisition of two mutexes (a helper tries one pair and undoes its first
// lock; the index flips each call) against one writer under m[1] and one under m[0], each
// writing a field the round's critical section also writes. The round blocks on "m[1] held,
// m[0] held"; the m[0] writer's unlock moved before the round's wake-up (a failed trylock of
// m[0] woken by that writer's lock) puts the round back to sleep until the m[1] writer's
// unlock: that subtree's classes are those of the m[1] unlock's own schedule (docs/algorithms.md,
// "A release that puts a round back to sleep (pop21)"). DFS 65 classes (1,070,648
// executions); pop 66 executions (67 before branch pop21; one redundant run left, the mirror
// case of the same section: an expected failure until branch pop33 of the corpus run).
// Since branch pop33 pop explores exactly one execution per class here (65).
#include <pthread.h>
pthread_mutex_t m[2] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};
int shared_a, shared_b;
static int try_both(int i) {
  if (pthread_mutex_trylock(&m[i]) != 0) return 0;
  if (pthread_mutex_trylock(&m[1 - i]) == 0) return 1;
  pthread_mutex_unlock(&m[i]);
  return 0;
}
void *alternating(void *arg) {
  int i = 0;
  while (!try_both(i)) i = 1 - i;
  shared_a++;
  shared_b++;
  pthread_mutex_unlock(&m[1]);
  pthread_mutex_unlock(&m[0]);
  return arg;
}
void *writer_b(void *arg) { pthread_mutex_lock(&m[1]); shared_b++; pthread_mutex_unlock(&m[1]); return arg; }
void *writer_a(void *arg) { pthread_mutex_lock(&m[0]); shared_a++; pthread_mutex_unlock(&m[0]); return arg; }
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, alternating, 0);
  pthread_create(&b, 0, writer_b, 0);
  pthread_create(&c, 0, writer_a, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
}
