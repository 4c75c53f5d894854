// expect: none
// Dekker's entry protocol, one try per thread, with the flags in a struct and relaxed
// accesses behind helper functions: raise one's flag, a seq_cst fence (the C11 recipe
// against store buffering), read the other's. The winner runs an acquire fence on the path
// where it read 0 (it pairs with the other's release store when it leaves), updates plain
// counters, and leaves with a release store. With both seq_cst fences at most one thread
// can read the other's flag as 0 while it is raised: correct under C11, complete. Before
// weak14 the flag load (line 24) had a false gap: where it read the other's raised flag and
// gave up, it could read the other's later release store of 0 at its exit; the acquire fence
// that runs first on that path was not seen (docs/memory_model.md, weak14: reading 0
// synchronises with the exit, which orders the retreat after it, an SC schedule).
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
  atomic_thread_fence(memory_order_seq_cst);
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
