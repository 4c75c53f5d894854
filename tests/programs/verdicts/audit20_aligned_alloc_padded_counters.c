// expect: none
// algos: pop,sdpor,dc,qpor
// Per-CPU style counters, Linux-kernel fashion: one counter per thread, each on its own
// 64-byte line from aligned_alloc (no false sharing), incremented without atomics by its
// owner only and summed by main after the joins. No race: each slot has one writer, and
// the joins order the writes before the sum.
#include <assert.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#define THREADS 3
struct padded_counter {
  long value;
  char pad[64 - sizeof(long)];
};
static struct padded_counter *per_thread;
static void *worker(void *arg) {
  struct padded_counter *mine = &per_thread[(intptr_t)arg];
  for (int i = 0; i < 3; ++i) mine->value += 1;
  return NULL;
}
int main(void) {
  per_thread = aligned_alloc(64, THREADS * sizeof *per_thread);
  assert(((uintptr_t)per_thread & 63) == 0);
  for (int i = 0; i < THREADS; ++i) per_thread[i].value = 0;
  pthread_t t[THREADS];
  for (int i = 0; i < THREADS; ++i) pthread_create(&t[i], NULL, worker, (void *)(intptr_t)i);
  for (int i = 0; i < THREADS; ++i) pthread_join(t[i], NULL);
  long sum = 0;
  for (int i = 0; i < THREADS; ++i) sum += per_thread[i].value;
  assert(sum == 9);
  free(per_thread);
  return 0;
}
