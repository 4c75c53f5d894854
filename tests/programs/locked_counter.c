// braid corpus: locked_counter  (flags: -DN=<increments per thread>)
// expect (-DN=2): dfs_executions=118 assume_blocked=0 mazurkiewicz=6 reads_from=6 bug=none
// expect (-DN=3): dfs_executions=444 assume_blocked=0 mazurkiewicz=20 reads_from=20 bug=none
// Models: two threads increment a shared counter N times each, under a mutex. Correct.
// Visible operations: main: 2 creates, 2 joins, 1 load; each thread N x (lock, load, store,
// unlock).
// Expected: no bug. Mazurkiewicz classes = orders of the 2N critical sections = C(2N, N)
// (6 for N=2); reads-from classes are the same (each lock follows the previous unlock).
#include <pthread.h>
#include <assert.h>

#ifndef N
#define N 2
#endif

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter = 0;

static void *worker(void *arg) {
  for (int i = 0; i < N; i++) {
    pthread_mutex_lock(&m);
    counter = counter + 1;
    pthread_mutex_unlock(&m);
  }
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  assert(counter == 2 * N);
  return 0;
}
