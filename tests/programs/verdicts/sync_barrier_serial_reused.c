// expect: none
// algos: sdpor,pop,dc
// classes: 9
// A barrier reused for two rounds by three threads; each round's serial thread (whichever
// it is: POSIX leaves it arbitrary) adds the round's slots. Per round, 3 choices of serial
// thread: 9 classes.
#include <assert.h>
#include <pthread.h>
pthread_barrier_t bar;
int slot[3], total, serials;
void *worker(void *arg) {
  int me = *(int *)arg;
  for (int round = 0; round < 2; round++) {
    slot[me] = round + 1;
    if (pthread_barrier_wait(&bar) == PTHREAD_BARRIER_SERIAL_THREAD) {
      total += slot[0] + slot[1] + slot[2];
      serials++;
    }
    pthread_barrier_wait(&bar);  // nobody writes a slot before the serial thread has read it
  }
  return 0;
}
int main(void) {
  pthread_t t[3];
  int ids[3] = {0, 1, 2};
  pthread_barrier_init(&bar, 0, 3);
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, &ids[i]);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  assert(total == 3 + 6 && serials == 2);
  return 0;
}
