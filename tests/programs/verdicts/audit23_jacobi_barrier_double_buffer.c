// expect: none
// algos: pop,sdpor,dc
// A barrier-based Jacobi iteration: two threads each own half of a 4-cell rod (fixed ends
// 0 and 8 outside it); every step reads the old array `cur` (a neighbour's cell included)
// and writes its cells of `next`, then waits at a pthread barrier; the serial thread swaps
// the buffers and the others wait again before the next step. Two steps from all zeros:
// cells {0, 0, 0, 4} then {0, 0, 2, 4}. Natively (gcc -O2), 500 runs under taskset -c 0:
// exit 0 in 500.
#include <assert.h>
#include <pthread.h>
#define CELLS 4
static double buffer_a[CELLS + 2] = {0, 0, 0, 0, 0, 8}, buffer_b[CELLS + 2] = {0, 0, 0, 0, 0, 8};
static double *cur = buffer_a, *next = buffer_b;
static pthread_barrier_t step_done, swapped;
static void *relax(void *arg) {
  int first = 1 + (int)(long)arg * (CELLS / 2);
  for (int step = 0; step < 2; step++) {
    for (int i = first; i < first + CELLS / 2; i++) next[i] = (cur[i - 1] + cur[i + 1]) / 2;
    if (pthread_barrier_wait(&step_done) == PTHREAD_BARRIER_SERIAL_THREAD) {
      double *t = cur;
      cur = next;
      next = t;
    }
    pthread_barrier_wait(&swapped);
  }
  return 0;
}
int main(void) {
  pthread_barrier_init(&step_done, 0, 2);
  pthread_barrier_init(&swapped, 0, 2);
  pthread_t a, b;
  pthread_create(&a, 0, relax, (void *)0L);
  pthread_create(&b, 0, relax, (void *)1L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(cur[1] == 0 && cur[2] == 0 && cur[3] == 2 && cur[4] == 4);
  return 0;
}
