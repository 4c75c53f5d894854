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
static void post_request(int words) {
  int *slot = alloca(sizeof *slot * (unsigned)words);
  slot[0] = 0;
  atomic_store(&posted, slot);
}
// Its private array covers the bytes post_request's frame had (a volatile or escaped one
// would begin a new escaped local there, and another thread may reach such a local).
static int poll_until_answered(int rounds) {
  int pad[48];
  for (int i = 0; i < rounds; ++i) pad[i] = i;
  while (!atomic_load(&answered)) {
  }
  return pad[rounds / 2];
}
// Called through volatile pointers: never inlined (braid drops `noinline`), so the poll's
// frame covers post_request's.
static void (*volatile post_fn)(int) = post_request;
static int (*volatile poll_fn)(int) = poll_until_answered;
static void *worker(void *arg) {
  // Both read before posting: after it, the worker's next step is inside the poll.
  void (*const post)(int) = post_fn;
  int (*const poll)(int) = poll_fn;
  post((int)(long)arg);
  return (void *)(long)poll(40);
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
