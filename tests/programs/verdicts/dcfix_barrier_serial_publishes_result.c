// expect: none
// classes: 3
// rf-classes: 3
// algos: sdpor,pop,dc
// (dfs left out: without reduction it does not finish within the time limit; the counts are
// sdpor's and pop's, equal)
// Three workers add their part, meet at a barrier; the one that gets
// PTHREAD_BARRIER_SERIAL_THREAD folds the parts into the total, and after a second wait
// every worker reads the total. Who is serial is a behaviour (three classes); the arrival
// order is not.
#include <assert.h>
#include <pthread.h>
static pthread_barrier_t b;
static int part[3], total;
static void *worker(void *arg) {
  int me = (int)(long)arg;
  part[me] = me + 1;
  if (pthread_barrier_wait(&b) == PTHREAD_BARRIER_SERIAL_THREAD) total = part[0] + part[1] + part[2];
  pthread_barrier_wait(&b);
  assert(total == 6);
  return 0;
}
int main(void) {
  pthread_barrier_init(&b, 0, 3);
  pthread_t t[3];
  for (long i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  pthread_barrier_destroy(&b);
  return 0;
}
