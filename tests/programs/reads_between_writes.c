// braid corpus: reads_between_writes  (flags: -DT=<readers>)
// expect (-DT=3): dfs_executions=28 assume_blocked=0 mazurkiewicz=6 reads_from=6 bug=none
// expect (-DT=4): dfs_executions=280 assume_blocked=0 mazurkiewicz=24 reads_from=24 bug=none
// Models: main writes x and creates a reader, T times; each reader loads x once.
// Threads (creation order): main = 0, reader i = i + 1.
// Visible operations: main: T x (store x, create); reader: 1 load of x.
// Expected: no bug; reader i reads one of the writes i..T, so T! Mazurkiewicz and reads-from
// classes. POP explored 26 executions for the 24 classes of T=4: a reader's read schedule
// before a later write did not pass its sleep set on when the race with an earlier write
// moved it further back (docs/algorithms.md, "Read schedules headed by e_k").
#include <pthread.h>
#include <stdatomic.h>

#ifndef T
#define T 3
#endif

atomic_int x;

static void *reader(void *arg) {
  int v = x;
  (void)v;
  return 0;
}

int main(void) {
  pthread_t th[T];
  for (int i = 0; i < T; i++) {
    x = i + 1;
    pthread_create(&th[i], 0, reader, 0);
  }
  return 0;
}
