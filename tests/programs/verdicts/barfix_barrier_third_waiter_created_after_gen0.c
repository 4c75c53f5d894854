// expect: none
// classes: 1
// rf-classes: 1
// A barrier of count 2 with three waiting threads that still keeps independent arrivals:
// main and w1 meet at generation 0; w1 then creates w2, which meets main at generation 1.
// w2 is created after w1's release, so its arrival follows generation 0's completion in
// every run and cannot join it: every generation is determined, one Mazurkiewicz class,
// no note. w1's write before the barrier is seen by main and w2 after it.
#include <assert.h>
#include <pthread.h>
static pthread_barrier_t pair;
static int phase0_data;
static void *w2(void *arg) {
  pthread_barrier_wait(&pair);
  assert(phase0_data == 42);
  return arg;
}
static void *w1(void *arg) {
  phase0_data = 42;
  pthread_barrier_wait(&pair);
  pthread_t next;
  pthread_create(&next, 0, w2, 0);
  pthread_join(next, 0);
  return arg;
}
int main(void) {
  pthread_barrier_init(&pair, 0, 2);
  pthread_t t;
  pthread_create(&t, 0, w1, 0);
  pthread_barrier_wait(&pair);
  assert(phase0_data == 42);
  pthread_barrier_wait(&pair);
  pthread_join(t, 0);
  return 0;
}
