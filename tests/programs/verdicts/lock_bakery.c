// expect: none
// algos: sdpor,pop
// (dfs enumerates every interleaving of the spin loops' reads: it does not finish in seconds)
// Lamport's bakery for two threads, seq_cst atomics.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
atomic_int choosing[2], number[2];
int counter;  /* a lost update or a race on it shows a mutual exclusion failure */
void *worker(void *arg) {
  int me = *(int *)arg, other = 1 - me;
  atomic_store(&choosing[me], 1);
  int n = atomic_load(&number[other]) + 1;
  atomic_store(&number[me], n);
  atomic_store(&choosing[me], 0);
  while (atomic_load(&choosing[other])) {}
  while (atomic_load(&number[other]) != 0 &&
         (atomic_load(&number[other]) < n || (atomic_load(&number[other]) == n && other < me))) {}
  counter++;
  atomic_store(&number[me], 0);
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
