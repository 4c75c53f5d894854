// races: a thread increments atomically while main reads the same int plainly: a race
// (one access non-atomic), reported although the other access is atomic.
#include <pthread.h>

int n = 0;

static void *worker(void *arg) {
  (void)arg;
  __atomic_fetch_add(&n, 1, __ATOMIC_SEQ_CST);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  int seen = n;
  pthread_join(t, 0);
  return seen == 100;
}
