// expect: none
// algos: sdpor,pop,dc
// classes: 1
// (Not dfs: every interleaving of the arrivals, releases and joins is too many for the corpus.)
// Two threads meet at one barrier four times (two rounds of two waits), the result unused:
// arrivals commute, and so do a release and the next generation's arrivals (they touch the
// two halves of the barrier's slots). Before the halves: every thread's release was ordered
// with every other thread's next arrival.
#include <assert.h>
#include <pthread.h>
pthread_barrier_t bar;
int slot[2], seen[2];
void *worker(void *arg) {
  int me = *(int *)arg;
  for (int round = 0; round < 2; round++) {
    slot[me] = round + 1;
    pthread_barrier_wait(&bar);
    seen[me] = slot[1 - me];
    pthread_barrier_wait(&bar);
    assert(seen[me] == round + 1);
  }
  return 0;
}
int main(void) {
  pthread_t t[2];
  int ids[2] = {0, 1};
  pthread_barrier_init(&bar, 0, 2);
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, &ids[i]);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  return 0;
}
