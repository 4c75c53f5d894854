// braid corpus: atomic_counter  (flags: -DT=<threads> -DN=<increments per thread>)
// expect (-DT=2 -DN=2): dfs_executions=19 assume_blocked=0 mazurkiewicz=6 reads_from=6 bug=none
// expect (-DT=3 -DN=4): dfs_executions=570417 assume_blocked=0 mazurkiewicz=34650 reads_from=34650 bug=none
// Models: T threads each incrementing an _Atomic counter N times. `counter++` on an _Atomic
// int is ONE atomic read-modify-write (fetch_add), so no update is lost.
// Visible operations: main: T creates, T joins, 1 load; thread t: N RMWs on `counter`.
// Expected: no bug. All RMWs conflict, so Mazurkiewicz classes = orders of the T*N RMWs by
// thread = (T*N)! / (N!)^T: 6 for T=2,N=2; 34650 for T=3,N=4 (12!/(4!)^3). Reads-from
// classes are the same (each RMW reads from the previous one). DFS executions additionally
// count where main's creates/joins fall (computed by tools/models.py).
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>

#ifndef T
#define T 2
#endif
#ifndef N
#define N 2
#endif

_Atomic int counter = 0;

static void *worker(void *arg) {
  for (int i = 0; i < N; i++)
    counter++;  // atomic fetch_add: one visible operation
  return 0;
}

int main(void) {
  pthread_t th[T];
  for (int t = 0; t < T; t++)
    pthread_create(&th[t], 0, worker, 0);
  for (int t = 0; t < T; t++)
    pthread_join(th[t], 0);
  assert(counter == T * N);
  return 0;
}
