// expect: data-race, assertion
// algos: pop,sdpor,dc
// The twin of audit23_jacobi_barrier_double_buffer.c without the second barrier: the serial
// thread swaps `cur` and `next` after the first barrier while the other thread already
// reads them for its next step: a data race on the two pointers (and a step may use the
// old buffers, and the final check fails). Natively (gcc -O2): 600 runs under taskset -c 0,
// the assertion failed in 4; 300 unpinned, in 1. gcc 12's ThreadSanitizer reported no race
// in 20 runs (it also missed audit23_ldv_driver_ioctl_races_with_read_callback_bug.c).
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
    // wrong: no second barrier: a fast thread reads `cur` and writes `next` while the
    // serial thread may still be swapping them
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
