// expect: none
// algos: sdpor,pop,qpor,dc
// (Not dfs: unreduced, it does not finish within the corpus time limit.)
// race-challenges style: two threads copy a shared (read-only) array into private buffers
// and qsort their copies; main checks both results after the joins.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
static const int values[4] = {3, 1, 4, 2};
static int sorted[2][4];

static int up(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

static void *sorter(void *arg) {
  int me = (int)(long)arg, mine[4];
  memcpy(mine, values, sizeof mine);
  qsort(mine, 4, sizeof mine[0], up);
  memcpy(sorted[me], mine, sizeof mine);
  return 0;
}

int main(void) {
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, sorter, (void *)i);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  for (int k = 0; k < 2; k++)
    for (int i = 0; i < 4; i++) assert(sorted[k][i] == i + 1);
  return 0;
}
