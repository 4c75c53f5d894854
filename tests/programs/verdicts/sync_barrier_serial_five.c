// expect: none
// algos: sdpor,pop,dc
// classes: 5
// Five threads at one barrier, each using the result: one of them is serial and counts the
// round. 5 classes (who is serial), not 5! = 120 arrival orders.
#include <assert.h>
#include <pthread.h>
pthread_barrier_t bar;
int rounds;
void *worker(void *arg) {
  if (pthread_barrier_wait(&bar) == PTHREAD_BARRIER_SERIAL_THREAD) rounds++;
  return arg;
}
int main(void) {
  pthread_t t[5];
  pthread_barrier_init(&bar, 0, 5);
  for (int i = 0; i < 5; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 5; i++) pthread_join(t[i], 0);
  assert(rounds == 1);
  return 0;
}
