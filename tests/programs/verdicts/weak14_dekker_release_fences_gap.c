// expect: none
// complete: no
// weak-first-load: 22
// The twin of weak14_dekker_seq_cst_fences_flags_struct_complete.c with release fences
// where the seq_cst ones were: a release fence orders the thread's earlier accesses before
// its later stores, not its store of the flag before its later load of the other's. C11
// lets both threads read the other's flag as 0 (store buffering) and both enter: the
// assertion `inside == 1` can fail (a race on the plain counters too) in an execution no
// SC interleaving gives. Gap weak-memory at the flag load.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
struct dekker { atomic_int flag[2]; };
static struct dekker lock;
static int inside, entries;
// One try: raise one's flag, fence, look at the other's. A thread that sees it down enters
// (the acquire fence pairs with the other's release store at its exit); one that sees it
// up gives up and lowers its flag.
static int try_enter(int me) {
  atomic_store_explicit(&lock.flag[me], 1, memory_order_relaxed);
  atomic_thread_fence(memory_order_release);
  if (atomic_load_explicit(&lock.flag[1 - me], memory_order_relaxed) == 0) {
    atomic_thread_fence(memory_order_acquire);
    return 1;
  }
  atomic_store_explicit(&lock.flag[me], 0, memory_order_relaxed);
  return 0;
}
static void leave(int me) { atomic_store_explicit(&lock.flag[me], 0, memory_order_release); }
void *worker(void *arg) {
  int me = (int)(long)arg;
  if (!try_enter(me)) return 0;
  inside++;
  assert(inside == 1);
  entries++;
  inside--;
  leave(me);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)0L);
  pthread_create(&b, 0, worker, (void *)1L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
