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
__attribute__((noinline)) static void post_and_bail(void) {
  int reply = 0;
  atomic_store(&posted, &reply);
  longjmp(bail, 1);
}
__attribute__((noinline)) static int poll_until_answered(void) {
  volatile int scratch[16] = {1, 2, 3, 4};
  while (!atomic_load(&answered)) {
  }
  return scratch[0] + scratch[15];
}
static void *worker(void *arg) {
  if (setjmp(bail) == 0) post_and_bail();
  return (void *)(long)poll_until_answered();
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
