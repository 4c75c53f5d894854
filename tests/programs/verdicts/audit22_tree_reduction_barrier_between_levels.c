// expect: none
// algos: pop,sdpor,dc
// A pairwise tree reduction over 4 values by 2 threads with a pthread barrier between the
// levels (the shape of a GPU-style reduction written with pthreads): level 1, thread t adds
// a[2t+1] into a[2t]; barrier; level 2, thread 0 adds a[2] into a[0]. The barrier orders
// thread 1's level-1 write of a[2] before thread 0's level-2 read of it. main checks the
// total after the joins. gcc -O2, 200 runs under taskset -c 0: always 0.
#include <assert.h>
#include <pthread.h>
static int a[4] = {1, 2, 3, 4};
static pthread_barrier_t level_done;
static void *reduce(void *arg) {
  int t = (int)(long)arg;
  a[2 * t] += a[2 * t + 1];
  pthread_barrier_wait(&level_done);
  if (t == 0) a[0] += a[2];
  return 0;
}
int main(void) {
  pthread_barrier_init(&level_done, 0, 2);
  pthread_t th[2];
  for (long t = 0; t < 2; ++t) pthread_create(&th[t], 0, reduce, (void *)t);
  for (int t = 0; t < 2; ++t) pthread_join(th[t], 0);
  assert(a[0] == 10);
  pthread_barrier_destroy(&level_done);
  return 0;
}
