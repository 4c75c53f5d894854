// expect: assertion
// algos: sdpor,pop,dc
// The program assumes thread 0 is always the serial thread (true for some arrival orders
// under glibc, not guaranteed by POSIX): found when another thread gets the serial result.
#include <assert.h>
#include <pthread.h>
pthread_barrier_t bar;
void *worker(void *arg) {
  int me = *(int *)arg;
  if (pthread_barrier_wait(&bar) == PTHREAD_BARRIER_SERIAL_THREAD) assert(me == 0);
  return 0;
}
int main(void) {
  pthread_t t[3];
  int ids[3] = {0, 1, 2};
  pthread_barrier_init(&bar, 0, 3);
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, &ids[i]);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  return 0;
}
