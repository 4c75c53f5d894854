// expect: memory-error
// algos: dfs,sdpor,pop,dc
// The helper that owns the reply slot is inlined into the worker (always_inline): after
// inlining, the slot's storage is part of the worker's frame, which lives on. The helper
// has returned all the same, so main's answer uses a dead local (its life ended at the
// helper's return; the bracketing runs before inlining).
#include <pthread.h>
#include <stdatomic.h>
static int *_Atomic posted;
static atomic_int answered;
static inline __attribute__((always_inline)) void post_request(void) {
  int reply = 0;
  atomic_store(&posted, &reply);
}
static void *worker(void *arg) {
  post_request();
  volatile int scratch[16] = {1, 2, 3, 4};
  while (!atomic_load(&answered)) {
  }
  return (void *)(long)(scratch[0] + scratch[15]);
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  int *slot;
  while (!(slot = atomic_load(&posted))) {
  }
  *slot = 7;
  atomic_store(&answered, 1);
  pthread_join(t, 0);
  return 0;
}
