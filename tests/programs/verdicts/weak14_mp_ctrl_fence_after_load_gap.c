// expect: none
// complete: no
// The twin of weak14_mp_ctrl_fence_complete.c where the branch taken on flag == 1 loads x
// (relaxed) before its acquire fence. That load is not ordered after anything of the
// producer: with the flag read as 1, C11 lets it still read x's initial 0 (message passing
// through a relaxed read before the fence), which no SC interleaving gives. The rule of
// weak14 needs the fence to come before any other event of the branch: here it does not, so
// the flag load keeps the gap (weak-memory): a true gap, the assertion in main would fail in
// that execution. (dfs, sdpor, pop name the flag load first; dc, whose executions differ,
// names the load of x, which has a gap of its own.)
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static int data;
static atomic_int x, flag;
static int seen_x = -1;
void *producer(void *arg) {
  data = 42;
  atomic_store_explicit(&x, 1, memory_order_relaxed);
  atomic_thread_fence(memory_order_release);
  atomic_store_explicit(&flag, 1, memory_order_relaxed);
  return 0;
}
void *consumer(void *arg) {
  if (atomic_load_explicit(&flag, memory_order_relaxed)) {
    seen_x = atomic_load_explicit(&x, memory_order_relaxed);
    atomic_thread_fence(memory_order_acquire);
    assert(data == 42);
  }
  atomic_store_explicit(&x, 2, memory_order_relaxed);
  return 0;
}
int main(void) {
  pthread_t p, c;
  pthread_create(&p, 0, producer, 0);
  pthread_create(&c, 0, consumer, 0);
  pthread_join(p, 0);
  pthread_join(c, 0);
  assert(seen_x != 0);
  return 0;
}
