// expect: none
// classes: 8
// rf-classes: 8
// algos: sdpor,pop,dc
// (dfs left out: without reduction it does not finish within the time limit; the counts are
// sdpor's and pop's, equal)
// Two threads meet at a barrier three times and both use the result: in each round either
// may be the serial thread, which counts the round; 8 classes (who is serial per round).
#include <assert.h>
#include <pthread.h>
static pthread_barrier_t b;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int serial_rounds[2];
static void *meet(void *arg) {
  int me = (int)(long)arg;
  for (int round = 0; round < 3; round++)
    if (pthread_barrier_wait(&b) == PTHREAD_BARRIER_SERIAL_THREAD) {
      pthread_mutex_lock(&m);
      serial_rounds[me]++;
      pthread_mutex_unlock(&m);
    }
  return 0;
}
int main(void) {
  pthread_barrier_init(&b, 0, 2);
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, meet, (void *)i);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  assert(serial_rounds[0] + serial_rounds[1] == 3);
  pthread_barrier_destroy(&b);
  return 0;
}
