// expect: none
// algos: sdpor,pop,dc
// classes: 3
// The serial thread of a barrier (the one pthread_barrier_wait returns
// PTHREAD_BARRIER_SERIAL_THREAD to) publishes the sum: the result is observed, so which
// thread is serial is a behaviour (3 classes; the arrival order is not: 6 before, when the
// last arriver was serial and every arrival was ordered), unlike sync_barrier.c.
#include <pthread.h>
#include <assert.h>
pthread_barrier_t bar;
int slot[3], sum, serial_count;
void *worker(void *arg) {
  int me = *(int *)arg;
  slot[me] = me + 1;
  if (pthread_barrier_wait(&bar) == PTHREAD_BARRIER_SERIAL_THREAD) {
    sum = slot[0] + slot[1] + slot[2];
    serial_count++;
  }
  return 0;
}
int main(void) {
  pthread_t t[3];
  int ids[3] = {0, 1, 2};
  pthread_barrier_init(&bar, 0, 3);
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, &ids[i]);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  assert(sum == 6 && serial_count == 1);
  return 0;
}
