// expect: none
// algos: dfs,sdpor,pop,dc,qpor
// classes: 1
// rf-classes: 1
// Threads created in a loop, each given its index through an array of ids; each writes
// only its own slot of a global array, main sums the slots after joining every thread.
#include <pthread.h>
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
extern void __VERIFIER_assume(int);
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
#define N 3
int slot[N];
int ids[N];
void *worker(void *arg) {
  int id = *(int *)arg;
  slot[id] = id + 1;
  return 0;
}
int main(void) {
  pthread_t t[N];
  for (int i = 0; i < N; i++) { ids[i] = i; pthread_create(&t[i], 0, worker, &ids[i]); }
  for (int i = 0; i < N; i++) pthread_join(t[i], 0);
  if (slot[0] + slot[1] + slot[2] != 6) reach_error();
  return 0;
}
