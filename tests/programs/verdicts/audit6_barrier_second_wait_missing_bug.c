// expect: data-race, assertion
// The same stencil without the second barrier: a thread may clear its cell while its
// neighbour still reads it.
#include <assert.h>
#include <pthread.h>
#define N 2
pthread_barrier_t bar;
int cell[N];
int seen[N];
void *worker(void *arg) {
  int i = (int)(long)arg;
  cell[i] = i + 1;
  pthread_barrier_wait(&bar);
  seen[i] = cell[(i + 1) % N];
  cell[i] = 0;
  return 0;
}
int main(void) {
  pthread_t t[N];
  pthread_barrier_init(&bar, 0, N);
  for (long i = 0; i < N; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < N; i++) pthread_join(t[i], 0);
  for (int i = 0; i < N; i++) assert(seen[i] == (i + 1) % N + 1);
  return 0;
}
