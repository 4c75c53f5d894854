// expect: assertion, deadlock
// classes: 174
// rf-classes: 174
// A barrier of count 3 and four threads: main and w1 wait twice, w2 and w3 once (six
// arrivals, two generations of three). Main asserts that w1 was in its first generation
// (w1 counted its arrival before waiting): false when main met w2 and w3 first. When
// w1, w2 and w3 form generation 0, main and w1's second arrival are two of three for
// ever: a deadlock. Both come from the order of arrivals, which a model of independent
// arrivals (right only when every generation is the same threads) would not reverse.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static pthread_barrier_t trio;
static atomic_int w1_arrivals;
static void *w1(void *arg) {
  for (int r = 0; r < 2; r++) {
    atomic_fetch_add(&w1_arrivals, 1);
    pthread_barrier_wait(&trio);
  }
  return arg;
}
static void *once(void *arg) {
  pthread_barrier_wait(&trio);
  return arg;
}
int main(void) {
  pthread_barrier_init(&trio, 0, 3);
  pthread_t t[3];
  pthread_create(&t[0], 0, w1, 0);
  pthread_create(&t[1], 0, once, 0);
  pthread_create(&t[2], 0, once, 0);
  pthread_barrier_wait(&trio);
  assert(atomic_load(&w1_arrivals) >= 1);
  pthread_barrier_wait(&trio);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  return 0;
}
