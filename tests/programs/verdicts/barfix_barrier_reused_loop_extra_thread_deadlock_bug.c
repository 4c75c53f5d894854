// expect: deadlock
// Two workers reuse a barrier of count 2 in a loop of three rounds, and a third thread
// (main) waits at it twice: eight arrivals, four generations of two, in which a worker
// may meet main or the other worker. When the workers meet three times, main waits alone
// (a deadlock); the assertion after the joins holds whenever they end. DFS does not finish
// in 100 s: sdpor finds 328 classes (pop 346 runs), not pinned here.
#include <assert.h>
#include <pthread.h>
#define ROUNDS 3
static pthread_barrier_t pair;
static int done[2];
static void *worker(void *arg) {
  long id = (long)arg;
  for (int r = 0; r < ROUNDS; r++) {
    pthread_barrier_wait(&pair);
    done[id]++;
  }
  return 0;
}
int main(void) {
  pthread_barrier_init(&pair, 0, 2);
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, (void *)i);
  pthread_barrier_wait(&pair);
  pthread_barrier_wait(&pair);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  assert(done[0] == ROUNDS && done[1] == ROUNDS);
  return 0;
}
