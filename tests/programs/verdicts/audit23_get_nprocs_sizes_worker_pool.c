// expect: none
// algos: pop,sdpor,dc,qpor
// A realistic pool size: get_nprocs() (sysconf's cousin in <sys/sysinfo.h>) gives the
// number of online CPUs, capped to 2 workers; each worker sums its stride of 0..7 into its
// own slot and main adds the slots: 28 whatever the CPU count (1 worker sums them all).
// gcc -O2, 200 runs on this 2-CPU machine and 200 under taskset -c 0: 28 each time.
#include <assert.h>
#include <pthread.h>
#include <sys/sysinfo.h>
static int workers;
static long partial[2];
static void *sum_stride(void *arg) {
  int id = (int)(long)arg;
  for (int i = id; i < 8; i += workers) partial[id] += i;
  return 0;
}
int main(void) {
  workers = get_nprocs();
  if (workers > 2) workers = 2;
  if (workers < 1) workers = 1;
  pthread_t t[2];
  for (long i = 0; i < workers; i++) pthread_create(&t[i], 0, sum_stride, (void *)i);
  for (int i = 0; i < workers; i++) pthread_join(t[i], 0);
  assert(partial[0] + partial[1] == 28);
  return 0;
}
