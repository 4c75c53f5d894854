// braid corpus: philosophers  (flags: -DN=<philosophers>)
// expect (-DN=3): dfs_executions=15876 assume_blocked=0 mazurkiewicz=7 reads_from=7 bug=deadlock@[19,32]
// Models: N dining philosophers, each taking the left then the right fork: a cycle of lock
// orders, hence a deadlock when every philosopher holds its left fork.
// Visible operations: main: N creates, N joins (mutex initialisation is not an operation);
// philosopher i: lock forks[i], lock forks[(i+1)%N], unlock forks[(i+1)%N], unlock forks[i].
// Expected: deadlock. Counts: tools/models.py.
#include <pthread.h>

#ifndef N
#define N 3
#endif

pthread_mutex_t forks[N];

static void *philosopher(void *arg) {
  int i = (int)(long)arg;
  pthread_mutex_lock(&forks[i]);
  pthread_mutex_lock(&forks[(i + 1) % N]);  // @bug deadlock: everyone holds the left fork
  pthread_mutex_unlock(&forks[(i + 1) % N]);
  pthread_mutex_unlock(&forks[i]);
  return 0;
}

int main(void) {
  pthread_t th[N];
  for (int i = 0; i < N; i++)
    pthread_mutex_init(&forks[i], 0);
  for (long i = 0; i < N; i++)
    pthread_create(&th[i], 0, philosopher, (void *)i);
  for (int i = 0; i < N; i++)
    pthread_join(th[i], 0);  // @bug deadlock: main waits for a philosopher
  return 0;
}
