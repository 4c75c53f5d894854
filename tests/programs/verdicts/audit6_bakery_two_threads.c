// expect: none
// algos: sdpor,pop,dc
// Lamport's bakery for two threads with `choosing`, sequentially consistent atomics, a scan
// over all threads written as for loops with a wait loop inside each step.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#define N 2
atomic_int choosing[N];
atomic_int number[N];
int in_cs;
static int max_number(void) {
  int m = 0;
  for (int j = 0; j < N; j++) {
    int v = atomic_load(&number[j]);
    if (v > m) m = v;
  }
  return m;
}
void *thread(void *arg) {
  int i = (int)(long)arg;
  atomic_store(&choosing[i], 1);
  atomic_store(&number[i], 1 + max_number());
  atomic_store(&choosing[i], 0);
  for (int j = 0; j < N; j++) {
    while (atomic_load(&choosing[j])) {
    }
    while (atomic_load(&number[j]) != 0 &&
           (atomic_load(&number[j]) < atomic_load(&number[i]) ||
            (atomic_load(&number[j]) == atomic_load(&number[i]) && j < i))) {
    }
  }
  in_cs++;
  assert(in_cs == 1);
  in_cs--;
  atomic_store(&number[i], 0);
  return 0;
}
int main(void) {
  pthread_t t[N];
  for (long i = 0; i < N; i++) pthread_create(&t[i], 0, thread, (void *)i);
  for (int i = 0; i < N; i++) pthread_join(t[i], 0);
  return 0;
}
