// expect: memory-error
// algos: dfs,sdpor,pop,dc
// A worker posts a reply slot that is a variable-length array, then leaves the array's
// scope (its bytes are free: Clang's stackrestore) and waits in another call that covers
// them; main answers through the pointer. The answer after the scope ended lands in the
// frame of poll_until_answered: a use of a dead VLA. Before (trust17), VLAs began and never
// ended, and a covered one was not seen ("complete, no bug").
// Twin: trust17_vla_waits_inside_scope.c.
#include <pthread.h>
#include <stdatomic.h>
static int *_Atomic posted;
static atomic_int answered;
__attribute__((noinline)) static int poll_until_answered(void) {
  volatile int scratch[16] = {1, 2, 3, 4};  // on the bytes the array had
  while (!atomic_load(&answered)) {
  }
  return scratch[0] + scratch[15];
}
static void *worker(void *arg) {
  const int n = (int)(long)arg;
  {
    int replies[n];
    replies[0] = 0;
    atomic_store(&posted, replies);
  }
  return (void *)(long)poll_until_answered();
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, (void *)4L);
  int *slot;
  while (!(slot = atomic_load(&posted))) {
  }
  slot[0] = 7;
  atomic_store(&answered, 1);
  pthread_join(t, 0);
  return 0;
}
