// expect: assertion, data-race
// algos: sdpor,pop,dc
// (dfs left out: without reduction it does not finish within the time limit)
// (qpor left out: it refuses the atomics or primitives used here)
// As above, but on its last iteration a thread also adds into its neighbour's slot (an
// off-by-one written as a "carry"): the neighbours' slots race.
#include <pthread.h>
#include <assert.h>
#define N 3
#define ITER 1000
static long slot[N + 1];
static void *worker(void *arg) {
  long id = (long)arg;
  for (int i = 0; i < ITER; i++) {
    slot[id] += 1;
    if (i == ITER - 1) slot[id + 1] += 1;
  }
  return NULL;
}
int main(void) {
  pthread_t t[N];
  for (long i = 0; i < N; i++) pthread_create(&t[i], NULL, worker, (void *)i);
  for (int i = 0; i < N; i++) pthread_join(t[i], NULL);
  assert(slot[1] == ITER + 1);
  return 0;
}
