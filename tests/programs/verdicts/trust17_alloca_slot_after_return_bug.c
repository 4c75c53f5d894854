// expect: memory-error
// algos: dfs,sdpor,pop,dc
// post_request() gets its reply slot from alloca(), which lives until the function returns;
// it posts the slot and returns, and the worker waits in another call that covers the
// frame. main's answer after the return writes freed stack. Before (trust17), alloca blocks
// began and never ended: not seen once covered ("complete, no bug").
#include <alloca.h>
#include <pthread.h>
#include <stdatomic.h>
static int *_Atomic posted;
static atomic_int answered;
__attribute__((noinline)) static void post_request(int words) {
  int *slot = alloca(sizeof *slot * (unsigned)words);
  slot[0] = 0;
  atomic_store(&posted, slot);
}
__attribute__((noinline)) static int poll_until_answered(void) {
  volatile int scratch[16] = {1, 2, 3, 4};
  while (!atomic_load(&answered)) {
  }
  return scratch[0] + scratch[15];
}
static void *worker(void *arg) {
  post_request((int)(long)arg);
  return (void *)(long)poll_until_answered();
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, (void *)2L);
  int *slot;
  while (!(slot = atomic_load(&posted))) {
  }
  slot[0] = 7;
  atomic_store(&answered, 1);
  pthread_join(t, 0);
  return 0;
}
