// expect: none
// algos: dfs,sdpor,pop,dc
// classes: 2
// Two workers use the result, main ignores it: the serial result goes to one of the workers
// (2 classes); main's arrival commutes with theirs.
#include <assert.h>
#include <pthread.h>
pthread_barrier_t bar;
int serial_by[2];
void *worker(void *arg) {
  int me = *(int *)arg;
  if (pthread_barrier_wait(&bar) == PTHREAD_BARRIER_SERIAL_THREAD) serial_by[me] = 1;
  return 0;
}
int main(void) {
  pthread_t t[2];
  int ids[2] = {0, 1};
  pthread_barrier_init(&bar, 0, 3);
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, &ids[i]);
  pthread_barrier_wait(&bar);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  assert(serial_by[0] + serial_by[1] <= 1);
  return 0;
}
