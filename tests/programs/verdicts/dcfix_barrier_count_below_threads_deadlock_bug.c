// expect: deadlock
// classes: 10
// rf-classes: 10
// A barrier of count 2 used by three threads: two workers wait once, main twice. Each
// generation is whichever two arrive first, so who meets whom is a behaviour: main with
// each worker in turn, or the two workers together, after which main waits for ever.
// pop (and dc, falling back to it) ran 1 execution, complete, no deadlock, before branch
// barfix: independent arrivals never reverse which generation an arrival joins. Now the
// runtime flags the arrival and the check restarts with ordered arrivals (a note says so):
// 10 classes with them (3 was DFS's count under independent arrivals).
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
