// expect: none
// algos: dfs,sdpor,pop,dc
// The reply slot lives in the worker's own frame, the one that called setjmp: a longjmp
// from a helper back to it leaves only the helper's frame, and the slot stays alive while
// main answers (twin of trust17_longjmp_left_frame_reply_slot_bug.c).
#include <assert.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdatomic.h>
static int *_Atomic posted;
static atomic_int answered;
static jmp_buf bail;  // one worker uses it
__attribute__((noinline)) static void post_and_bail(int *slot) {
  int scratch = 1;
  atomic_store(&posted, slot);
  if (scratch) longjmp(bail, 1);
}
static void *worker(void *arg) {
  int reply = 0;
  if (setjmp(bail) == 0) post_and_bail(&reply);
  while (!atomic_load(&answered)) {
  }
  assert(*(volatile int *)&reply == 7);
  return arg;
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
