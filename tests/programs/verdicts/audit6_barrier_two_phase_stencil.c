// expect: none
// algos: sdpor,pop,dc
// Barrier-separated phases: each thread writes its own cell, waits at the barrier, reads its
// neighbour's, waits again, then writes its cell again (a double-buffer free stencil).
#include <assert.h>
#include <pthread.h>
#define N 3
pthread_barrier_t bar;
int cell[N];
int seen[N];
void *worker(void *arg) {
  int i = (int)(long)arg;
  cell[i] = i + 1;
  pthread_barrier_wait(&bar);
  seen[i] = cell[(i + 1) % N];
  pthread_barrier_wait(&bar);
  cell[i] = 0;
  return 0;
}
int main(void) {
  pthread_t t[N];
  pthread_barrier_init(&bar, 0, N);
  for (long i = 0; i < N; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < N; i++) pthread_join(t[i], 0);
  for (int i = 0; i < N; i++) assert(seen[i] == (i + 1) % N + 1);
  pthread_barrier_destroy(&bar);
  return 0;
}
