// expect: deadlock
// algos: dfs,sdpor,pop,dc
// (qpor left out: it refuses the atomics or primitives used here)
// The barrier is initialised for the worker count plus one, but main never waits on it:
// every worker blocks in pthread_barrier_wait forever (deadlock at the join).
#include <pthread.h>
#define N 2
static pthread_barrier_t bar;
static void *worker(void *arg) {
  pthread_barrier_wait(&bar);
  return arg;
}
int main(void) {
  pthread_barrier_init(&bar, NULL, N + 1);
  pthread_t t[N];
  for (int i = 0; i < N; i++) pthread_create(&t[i], NULL, worker, NULL);
  for (int i = 0; i < N; i++) pthread_join(t[i], NULL);
  return 0;
}
