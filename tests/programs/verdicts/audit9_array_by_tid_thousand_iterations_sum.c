// expect: none
// algos: sdpor,pop,qpor
// (dfs left out: without reduction it does not finish within the time limit)
// (dc left out: it does not finish one long execution within the limit (see audit9's report))
// Each thread accumulates 1000 iterations into its own slot of a global array indexed by its
// id (no sharing); main sums the slots after joining.
#include <pthread.h>
#include <assert.h>
#define N 3
#define ITER 1000
static long slot[N];
static void *worker(void *arg) {
  long id = (long)arg;
  for (int i = 0; i < ITER; i++) slot[id] += i % 7;
  return NULL;
}
int main(void) {
  pthread_t t[N];
  for (long i = 0; i < N; i++) pthread_create(&t[i], NULL, worker, (void *)i);
  for (int i = 0; i < N; i++) pthread_join(t[i], NULL);
  long expect = 0;
  for (int i = 0; i < ITER; i++) expect += i % 7;
  for (int i = 0; i < N; i++) assert(slot[i] == expect);
  return 0;
}
