// expect: data-race, assertion
// algos: pop,sdpor,dc
// The tree reduction of audit22_tree_reduction_barrier_between_levels.c with the barrier
// only waited on by thread 1 ("thread 0 does the last level, it has nothing to wait for")
// and a barrier of count 1: thread 0's level-2 read of a[2] is not ordered with thread 1's
// level-1 write, a data race, and the total is 7 when it reads a[2] before the addition.
// gcc -O2, 2000 runs with a sched_yield in thread 1 before its level-1 add: the assertion
// failed in 1919.
#include <assert.h>
#include <pthread.h>
static int a[4] = {1, 2, 3, 4};
static pthread_barrier_t level_done;
static void *reduce(void *arg) {
  int t = (int)(long)arg;
  a[2 * t] += a[2 * t + 1];
  if (t == 1) pthread_barrier_wait(&level_done);  // wrong: thread 0 does not wait
  if (t == 0) a[0] += a[2];
  return 0;
}
int main(void) {
  pthread_barrier_init(&level_done, 0, 1);
  pthread_t th[2];
  for (long t = 0; t < 2; ++t) pthread_create(&th[t], 0, reduce, (void *)t);
  for (int t = 0; t < 2; ++t) pthread_join(th[t], 0);
  assert(a[0] == 10);
  pthread_barrier_destroy(&level_done);
  return 0;
}
