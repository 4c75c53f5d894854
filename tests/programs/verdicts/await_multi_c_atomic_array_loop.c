// expect: none
// classes: 5
// A waiter scans an array of atomics with a for loop inside its waiting loop until one is
// set (the scan a loop, not unrolled as in await_multi_c_flag_array.c). An await loop: the
// outer latch blocks the thread, and entering the scan on the way to its next operation
// keeps the block (it did not, and the loop ran to --max-steps; docs/runtime.md, Spin loops).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#define N 3
atomic_int ready[N];
int data[N];
void *waiter(void *arg) {
  int found = -1;
  while (found < 0) {
    for (int i = 0; i < N; i++)
      if (atomic_load(&ready[i])) {
        found = i;
        break;
      }
  }
  assert(data[found] == found + 1);
  return arg;
}
void *producer(void *arg) {
  const int k = (int)(long)arg;
  data[k] = k + 1;
  atomic_store(&ready[k], 1);
  return arg;
}
int main(void) {
  pthread_t w, p0, p2;
  pthread_create(&w, 0, waiter, 0);
  pthread_create(&p0, 0, producer, (void *)0);
  pthread_create(&p2, 0, producer, (void *)2);
  pthread_join(w, 0);
  pthread_join(p0, 0);
  pthread_join(p2, 0);
  return 0;
}
