// expect: none
// algos: sdpor,pop,dc
// pthread_barrier_wait returns PTHREAD_BARRIER_SERIAL_THREAD to exactly one waiter per
// round; that one resets the shared accumulator for the next round (two rounds).
#include <assert.h>
#include <pthread.h>
#define N 3
pthread_barrier_t bar;
int serial_count[2];
int contributions[2][N];
void *worker(void *arg) {
  int id = (int)(long)arg;
  for (int round = 0; round < 2; round++) {
    contributions[round][id] = 1;
    int r = pthread_barrier_wait(&bar);
    if (r == PTHREAD_BARRIER_SERIAL_THREAD) {
      serial_count[round]++;
      int sum = 0;
      for (int k = 0; k < N; k++) sum += contributions[round][k];
      assert(sum == N);
    } else {
      assert(r == 0);
    }
  }
  return 0;
}
int main(void) {
  pthread_barrier_init(&bar, 0, N);
  pthread_t t[N];
  for (long i = 0; i < N; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < N; i++) pthread_join(t[i], 0);
  assert(serial_count[0] == 1 && serial_count[1] == 1);
  pthread_barrier_destroy(&bar);
  return 0;
}
