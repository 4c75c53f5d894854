// expect: data-race
// The per-thread counters of audit20_aligned_alloc_padded_counters.c read by a monitor
// thread while the workers still count (the kernel's percpu_counter_sum reads other CPUs'
// counters without locks, but the kernel uses READ_ONCE/WRITE_ONCE; here they are plain
// longs): the monitor's reads race with the owners' increments.
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#define THREADS 2
struct padded_counter {
  long value;
  char pad[64 - sizeof(long)];
};
static struct padded_counter *per_thread;
static long approximate;
static void *worker(void *arg) {
  struct padded_counter *mine = &per_thread[(intptr_t)arg];
  for (int i = 0; i < 2; ++i) mine->value += 1;
  return NULL;
}
static void *monitor(void *arg) {
  long sum = 0;
  for (int i = 0; i < THREADS; ++i) sum += per_thread[i].value;
  approximate = sum;
  return arg;
}
int main(void) {
  per_thread = aligned_alloc(64, THREADS * sizeof *per_thread);
  for (int i = 0; i < THREADS; ++i) per_thread[i].value = 0;
  pthread_t t[THREADS], m;
  for (int i = 0; i < THREADS; ++i) pthread_create(&t[i], NULL, worker, (void *)(intptr_t)i);
  pthread_create(&m, NULL, monitor, NULL);
  for (int i = 0; i < THREADS; ++i) pthread_join(t[i], NULL);
  pthread_join(m, NULL);
  free(per_thread);
  return approximate > 4;
}
