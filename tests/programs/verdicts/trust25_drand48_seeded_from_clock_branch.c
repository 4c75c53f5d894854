// expect: none
// complete: no
// srand48(time(NULL)) seeds the drand48 generator from the clock: real runs draw other
// numbers, braid's clock is deterministic, so a branch on drand48() is explored one way:
// the verdict says so (nondet-inputs, incomplete), as for srand(time(NULL)).
#include <pthread.h>
#include <stdlib.h>
#include <time.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int hits;
static void *worker(void *arg) {
  pthread_mutex_lock(&m);
  ++hits;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  srand48(time(NULL));
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  if (drand48() < 0.5) {
    pthread_mutex_lock(&m);
    ++hits;
    pthread_mutex_unlock(&m);
  }
  pthread_join(t, NULL);
  return 0;
}
