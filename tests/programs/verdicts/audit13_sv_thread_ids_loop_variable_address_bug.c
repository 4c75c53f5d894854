// expect: data-race
// algos: dfs,sdpor,pop,dc,qpor
// classes: 55
// rf-classes: 24
// The classic mistake: each thread gets the address of the loop variable, which main keeps
// changing while the threads read it (two threads may also get the same index).
#include <pthread.h>
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
extern void __VERIFIER_assume(int);
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
#define N 3
int slot[N];
void *worker(void *arg) {
  int id = *(int *)arg;
  slot[id % N] = id + 1;
  return 0;
}
int main(void) {
  pthread_t t[N];
  int i;
  for (i = 0; i < N; i++) pthread_create(&t[i], 0, worker, &i);
  for (int j = 0; j < N; j++) pthread_join(t[j], 0);
  return 0;
}
