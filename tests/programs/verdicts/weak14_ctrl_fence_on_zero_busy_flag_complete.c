// expect: none
// A "busy" flag that starts at 1 and that the owner clears (relaxed, after a release fence)
// when its result is ready; the waiter tests it once and, when it reads 0, runs an acquire
// fence first and reads the result; either way it then writes the log index, which the
// owner wrote before its fence. The fence is control-dependent on the load reading zero
// (`if (atomic_load_explicit(&busy, relaxed) == 0)`), the other polarity of
// weak14_mp_ctrl_fence_complete.c: a read of the owner's 0 synchronises, so the waiter's
// later log write follows the owner's, and no behaviour outside the SC schedules is left.
// Correct under C11, complete (docs/memory_model.md, weak14).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static int result;
static atomic_int busy = 1;
static atomic_int log_index;
void *owner(void *arg) {
  result = 99;
  atomic_store_explicit(&log_index, 1, memory_order_relaxed);
  atomic_thread_fence(memory_order_release);
  atomic_store_explicit(&busy, 0, memory_order_relaxed);
  return 0;
}
void *waiter(void *arg) {
  int seen = -1;
  if (atomic_load_explicit(&busy, memory_order_relaxed) == 0) {
    atomic_thread_fence(memory_order_acquire);
    seen = result;
    assert(seen == 99);
  }
  atomic_store_explicit(&log_index, 2, memory_order_relaxed);
  return 0;
}
int main(void) {
  pthread_t o, w;
  pthread_create(&o, 0, owner, 0);
  pthread_create(&w, 0, waiter, 0);
  pthread_join(o, 0);
  pthread_join(w, 0);
  return 0;
}
