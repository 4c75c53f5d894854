// expect: none
// algos: sdpor,pop
// (dfs enumerates every interleaving of the spin loops' reads: it does not finish in seconds)
// Szymanski's mutual exclusion for two threads (flag values 0..4), seq_cst atomics.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
atomic_int flag[2];
int counter;  /* a lost update or a race on it shows a mutual exclusion failure */
void *worker(void *arg) {
  int me = *(int *)arg, other = 1 - me;
  atomic_store(&flag[me], 1);
  while (atomic_load(&flag[other]) >= 3) {}
  atomic_store(&flag[me], 3);
  if (atomic_load(&flag[other]) == 1) {
    atomic_store(&flag[me], 2);
    while (atomic_load(&flag[other]) != 4) {}
  }
  atomic_store(&flag[me], 4);
  if (me == 1) while (atomic_load(&flag[0]) >= 2) {}
  counter++;
  if (me == 0) {
    int f;  /* one load per test: two loads could see 3 and then 2 and let the exit through */
    do f = atomic_load(&flag[1]); while (f == 2 || f == 3);
  }
  atomic_store(&flag[me], 0);
  return 0;
}
int main(void) {
  pthread_t t0, t1;
  int a = 0, b = 1;
  pthread_create(&t0, 0, worker, &a); pthread_create(&t1, 0, worker, &b);
  pthread_join(t0, 0); pthread_join(t1, 0);
  assert(counter == 2);
  return 0;
}
