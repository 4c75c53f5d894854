// braid corpus: indep_threads  (flags: -DT=<threads> -DN=<stores per thread>)
// expect (-DT=2 -DN=1): dfs_executions=5 assume_blocked=0 mazurkiewicz=1 reads_from=1 bug=none
// expect (-DT=2 -DN=3): dfs_executions=69 assume_blocked=0 mazurkiewicz=1 reads_from=1 bug=none
// expect (-DT=3 -DN=2): dfs_executions=1121 assume_blocked=0 mazurkiewicz=1 reads_from=1 bug=none
// expect (-DT=4 -DN=1): dfs_executions=550 assume_blocked=0 mazurkiewicz=1 reads_from=1 bug=none
// Models: T threads that never touch the same variable. Thread t writes slot[t][0..N-1].
// Visible operations: main: T creates, T joins (in order); thread t: N plain stores.
// Expected: no bug; one Mazurkiewicz class and one reads-from class (no two events of
// different threads conflict). DFS executions = linear extensions of
//   c1 < c2 < ... < cT < j1 < ... < jT,  c_t < (thread t's N stores, in order) < j_t.
// For T=2, N=3: with k = stores of thread 1 before c2 (0..3) and m = stores of thread 2
// before j1 (0..3), the stretch between c2 and j1 interleaves 3-k and m stores:
//   sum_{k,m} C(3-k+m, m) = 35 + 20 + 10 + 4 = 69.
#include <pthread.h>

#ifndef T
#define T 2
#endif
#ifndef N
#define N 3
#endif

int slot[T][N];

static void *worker(void *arg) {
  long t = (long)arg;
  for (int i = 0; i < N; i++)
    slot[t][i] = i + 1;  // N stores, each to a variable only this thread touches
  return 0;
}

int main(void) {
  pthread_t th[T];
  for (long t = 0; t < T; t++)
    pthread_create(&th[t], 0, worker, (void *)t);
  for (int t = 0; t < T; t++)
    pthread_join(th[t], 0);
  return 0;
}
