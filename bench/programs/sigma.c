// sigma_false(N)  [DC-DPOR]  benchmarks.md 4.5 (SV-COMP sigma_false-unreach-call). braid's
// own implementation. main hands out slots of `array` by bumping `array_index` before each
// create; each thread reads the index and marks that slot. Two threads may read the same
// index, so the final check can fail: the bug is reachable (it does not change the count,
// (2N-1)!!, since it comes after the joins).
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>

#ifndef N
#define N 3
#endif

atomic_int array[N];
atomic_int array_index = -1;

static void *thread(void *arg) {
  int idx = array_index;
  array[idx] = 1;
  return 0;
}

int main(void) {
  pthread_t th[N];
  for (int t = 0; t < N; t++) {
    int v = array_index;
    array_index = v + 1;
    pthread_create(&th[t], 0, thread, 0);
  }
  for (int t = 0; t < N; t++)
    pthread_join(th[t], 0);
  int sum = 0;
  for (int t = 0; t < N; t++)
    sum += array[t];
  assert(sum == N);  // fails when two threads marked the same slot
  return 0;
}
