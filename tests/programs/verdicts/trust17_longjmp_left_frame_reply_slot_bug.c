// expect: memory-error
// algos: dfs,sdpor,pop,dc
// post_and_bail() posts a reply slot that is its own local, then longjmps back to the
// worker's setjmp: its frame is left without a return. The worker then waits in another
// call that covers the frame; main's answer writes into it. Before (trust17), the escaped
// local of a frame left by longjmp never ended: "complete, no bug".
// Twin: trust17_longjmp_slot_in_setjmp_frame.c (the slot lives in the frame that stays).
#include <pthread.h>
#include <setjmp.h>
#include <stdatomic.h>
static int *_Atomic posted;
static atomic_int answered;
static jmp_buf bail;  // one worker uses it
static void post_and_bail(void) {
  int reply = 0;
  atomic_store(&posted, &reply);
  longjmp(bail, 1);
}
// Its private array covers the bytes of the frame that was left (a volatile or escaped one
// would begin a new escaped local there, and another thread may reach such a local).
static int poll_until_answered(int rounds) {
  int pad[48];
  for (int i = 0; i < rounds; ++i) pad[i] = i;
  while (!atomic_load(&answered)) {
  }
  return pad[rounds / 2];
}
// Called through volatile pointers: never inlined (braid drops `noinline`; an inlined
// helper's locals share the worker's frame, which the longjmp does not leave).
static void (*volatile post_and_bail_fn)(void) = post_and_bail;
static int (*volatile poll_fn)(int) = poll_until_answered;
static void *worker(void *arg) {
  // Both read before posting: after it, the worker's next step is inside the poll.
  void (*const post)(void) = post_and_bail_fn;
  int (*const poll)(int) = poll_fn;
  if (setjmp(bail) == 0) post();
  return (void *)(long)poll((int)(long)arg);
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, (void *)40L);
  int *slot;
  while (!(slot = atomic_load(&posted))) {
  }
  *slot = 7;
  atomic_store(&answered, 1);
  pthread_join(t, 0);
  return 0;
}
