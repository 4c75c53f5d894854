// lastzero(N)  [POP; DC-DPOR's numbers belong to another variant]  benchmarks.md 2.6.
// braid's own implementation. A reader scans array[N..0] for the last zero while N writers
// each set array[j] = array[j-1] + 1. Count (N+3) * 2^(N-2).
// Expected: safe (no assertions).
#include <pthread.h>
#include <stdatomic.h>

#ifndef N
#define N 3
#endif

atomic_int array[N + 1];

static void *reader(void *arg) {
  int i = N;
  while (array[i] != 0)  // array[0] is never written: the loop ends
    i = i - 1;
  return 0;
}

static void *writer(void *arg) {
  int j = (int)(long)arg;
  int v = array[j - 1];
  array[j] = v + 1;
  return 0;
}

int main(void) {
  pthread_t r, w[N];
  pthread_create(&r, 0, reader, 0);
  for (long j = 1; j <= N; j++)
    pthread_create(&w[j - 1], 0, writer, (void *)j);
  return 0;  // no joins: the threads run on after main returns
}
