// expect: none
// stdin: audit4_stdin_scanf_same_values.txt
// main sums stdin's numbers (all equal) into a global with a scanf loop while a worker runs:
// each read consumes input, so the loop is not a spin on the unchanged value of `v`.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
int v, sum;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int ticks;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  ticks++;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  int s = 0;
  while (scanf("%d", &v) == 1) s += v;
  sum = s;
  pthread_join(t, 0);
  assert(sum == 12 && ticks == 1);
  return 0;
}
