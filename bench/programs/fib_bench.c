// fib-bench(N)  [POP, DC-DPOR]  benchmarks.md 2.2. braid's own implementation from the spec.
// Two threads repeatedly add the two shared counters (seq_cst atomics), in mirrored load
// order; main checks, without joining, that neither exceeds the Fibonacci bound F(2+2N).
// main's two loads race with the threads and are part of the count.
// Expected: safe.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>

#ifndef N
#define N 2
#endif

atomic_int i = 1, j = 1;

static void *thread1(void *arg) {
  for (int k = 0; k < N; k++) {
    int a = i;
    int b = j;
    i = a + b;
  }
  return 0;
}

static void *thread2(void *arg) {
  for (int k = 0; k < N; k++) {
    int a = j;
    int b = i;
    j = a + b;
  }
  return 0;
}

static int fib(int n) {  // local computation: no visible operations
  int a = 0, b = 1;
  for (int k = 0; k < n; k++) {
    int t = a + b;
    a = b;
    b = t;
  }
  return a;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, thread1, 0);
  pthread_create(&t2, 0, thread2, 0);
  int correct = fib(2 + 2 * N);
  if (i > correct || j > correct)  // loads i, and j only when i is within the bound
    assert(0);
  return 0;
}
