// expect: assertion, data-race
// algos: dfs,sdpor,pop,dc
// classes: 3
// rf-classes: 3
// The two-phase sum without its barrier wait: a thread reads the other's part before it
// was written.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define BARRIER (void)bar
#define N 2
int part[N];
int total[N];
pthread_barrier_t bar;
void *worker(void *arg) {
  int id = (int)(long)arg;
  part[id] = id + 1;
  BARRIER;
  total[id] = part[0] + part[1];
  return 0;
}
int main(void) {
  pthread_t t[N];
  pthread_barrier_init(&bar, 0, N);
  for (long i = 0; i < N; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < N; i++) pthread_join(t[i], 0);
  pthread_barrier_destroy(&bar);
  assert(total[0] == 3 && total[1] == 3);
  return 0;
}
