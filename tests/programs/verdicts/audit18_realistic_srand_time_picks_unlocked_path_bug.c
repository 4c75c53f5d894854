// expect: data-race, exit
// complete: no
// algos: sdpor,pop,qpor,dc
// classes: 56
// rf-classes: 50
// (DFS: 56 Mazurkiewicz / 50 reads-from classes in 2098 executions)
// A realistic "load balancing" slip: srand(time(NULL)) seeds the generator, and each of two
// workers takes a fast path that skips the lock when rand() % 4 == 0. braid draws one fixed
// sequence for a non-constant seed and says so (nondet-inputs): the verdict is incomplete.
#include <pthread.h>
#include <stdlib.h>
#include <time.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int hits;

static void *worker(void *arg) {
  (void)arg;
  for (int i = 0; i < 3; ++i) {
    if (rand() % 4 == 0) { ++hits; continue; } /* BUG: fast path without the lock */
    pthread_mutex_lock(&m);
    ++hits;
    pthread_mutex_unlock(&m);
  }
  return 0;
}

int main(void) {
  srand((unsigned)time(0));
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return hits == 6 ? 0 : 1;
}
