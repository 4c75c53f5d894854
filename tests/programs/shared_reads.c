// braid corpus: shared_reads  (flags: -DT=<threads> -DN=<loads per thread>)
// expect (-DT=2 -DN=3): dfs_executions=69 assume_blocked=0 mazurkiewicz=1 reads_from=1 bug=none
// Models: T threads that only read the same shared variable; reads never conflict.
// Visible operations: main: T creates, T joins; thread t: N loads of `x`.
// Expected: no bug, no data race (nobody writes x); one Mazurkiewicz class, one reads-from
// class (every load reads the initial value). DFS executions: same shape as indep_threads
// (69 for T=2, N=3).
#include <pthread.h>
#include <assert.h>

#ifndef T
#define T 2
#endif
#ifndef N
#define N 3
#endif

int x = 7;

static void *reader(void *arg) {
  int sum = 0;
  for (int i = 0; i < N; i++)
    sum += x;  // one load per iteration
  assert(sum == 7 * N);
  return 0;
}

int main(void) {
  pthread_t th[T];
  for (int t = 0; t < T; t++)
    pthread_create(&th[t], 0, reader, 0);
  for (int t = 0; t < T; t++)
    pthread_join(th[t], 0);
  return 0;
}
