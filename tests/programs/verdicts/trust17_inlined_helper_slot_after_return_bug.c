// expect: memory-error
// algos: dfs,sdpor,pop,dc
// The helper that owns the reply slot is small and inlined into the worker by braid's -O1
// pipeline: after inlining, the slot's storage is part of the worker's frame, which lives
// on. The helper has returned all the same, so main's answer uses a dead local (its life
// ended at the helper's return: the bracketing runs before the optimiser inlines). Already
// seen before trust17 (the docs said otherwise); kept as a guard. A helper marked
// always_inline is inlined by Clang before the pass and is not seen (docs/runtime.md).
#include <pthread.h>
#include <stdatomic.h>
static int *_Atomic posted;
static atomic_int answered;
static inline void post_request(void) {
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
