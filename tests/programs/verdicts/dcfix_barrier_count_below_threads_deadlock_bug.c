// expect: deadlock
// classes: 3
// rf-classes: 3
// A barrier of count 2 used by three threads: two workers wait once, main twice. Each
// generation is whichever two arrive first, so who meets whom is a behaviour (a release
// observes the arrivals of its own generation): main with each worker in turn, or the two
// workers together, after which main waits for ever. dc models a barrier natively only when
// its count is the number of threads that wait at it; here it falls back to POP (with a
// note) and still explores every class.
#include <pthread.h>
static pthread_barrier_t pair;
static void *arrive(void *arg) {
  pthread_barrier_wait(&pair);
  return arg;
}
int main(void) {
  pthread_barrier_init(&pair, 0, 2);
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, arrive, 0);
  pthread_barrier_wait(&pair);
  pthread_barrier_wait(&pair);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  return 0;
}
