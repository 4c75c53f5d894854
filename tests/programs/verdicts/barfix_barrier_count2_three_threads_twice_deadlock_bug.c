// expect: deadlock
// A barrier of count 2 waited at twice by each of three threads: six arrivals, three
// generations of two, whoever arrives first meets whoever comes next. When two threads
// meet twice, the third is left alone at generation 2 for ever (a deadlock no order of
// independent arrivals shows: they keep every generation the same threads). The
// arrivals are explored in every order (a note says so). DFS does not finish in 100 s
// (6.5 million runs): sdpor and pop agree on 60 classes, not pinned here.
#include <assert.h>
#include <pthread.h>
static pthread_barrier_t pair;
static int rounds[3];
static void *twice(void *arg) {
  long id = (long)arg;
  for (int r = 0; r < 2; r++) {
    pthread_barrier_wait(&pair);
    rounds[id]++;
  }
  return 0;
}
int main(void) {
  pthread_barrier_init(&pair, 0, 2);
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, twice, (void *)(i + 1));
  twice((void *)0);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  assert(rounds[0] == 2 && rounds[1] == 2 && rounds[2] == 2);
  return 0;
}
