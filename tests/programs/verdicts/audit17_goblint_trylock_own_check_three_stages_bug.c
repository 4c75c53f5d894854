// algos: sdpor,pop,dc
// expect: assertion
// classes: 6
// rf-classes: 6
// Three workers each check with a trylock that they hold the lock before advancing a stage:
// 6 orders of the critical sections (DFS saw all 6 in 63 369 executions, not finished). Before
// branch audit17 sdpor ran 1 execution and said complete, no bug; pop 1.
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int stage;
/* Each worker checks it holds the lock with a trylock before advancing the stage. */
void *w(void *a) {
  int want = *(int *)a;
  pthread_mutex_lock(&m);
  if (pthread_mutex_trylock(&m) == 0) assert(0);
  if (stage == want - 1) stage = want;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  int ids[3] = {1, 2, 3}; pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, w, &ids[i]);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  assert(stage != 2); /* reachable: worker 3 before worker 2, worker 1 before 2 (two of the 6 orders) */
  return 0;
}
