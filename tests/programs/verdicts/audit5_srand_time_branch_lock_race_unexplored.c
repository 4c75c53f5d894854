// expect: none
// complete: no
// The lock is skipped on a random branch seeded from the clock: the real program races on
// the runs where rand() is odd. braid's clock and generator are deterministic and its one
// draw is even, so it finds no race: it must say the verdict is incomplete (nondet-inputs),
// not "complete, no bug" as it did before non-constant seeds counted as inputs.
#include <pthread.h>
#include <stdlib.h>
#include <time.h>
static int counter;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void *worker(void *arg) {
  pthread_mutex_lock(&m);
  counter++;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  srand((unsigned)time(NULL));
  int fast_path = rand() % 2;
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  if (!fast_path) pthread_mutex_lock(&m);
  counter++;
  if (!fast_path) pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
}
