// expect: none
// complete: no
// weak-first-load: 18
// Peterson's lock with release stores and acquire loads, a common mistake: release/acquire
// does not order a thread's store of its flag (or of the turn) before its later load of the
// other's flag (the store-buffering shape), so under C11 both threads can read the other's
// flag as 0 and enter together. SC interleavings never do, and the exploration finds
// nothing: the verdict must say incomplete, gap weak-memory, at the load of the other's flag.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_int flag[2], turn;
static int counter;
static void lock(int me) {
  int other = 1 - me;
  atomic_store_explicit(&flag[me], 1, memory_order_release);
  atomic_store_explicit(&turn, other, memory_order_release);
  while (atomic_load_explicit(&flag[other], memory_order_acquire) &&
         atomic_load_explicit(&turn, memory_order_acquire) == other) {
  }
}
static void unlock(int me) { atomic_store_explicit(&flag[me], 0, memory_order_release); }
void *worker(void *arg) {
  int me = (int)(long)arg;
  lock(me);
  counter++;
  unlock(me);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)0L);
  pthread_create(&b, 0, worker, (void *)1L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counter == 2);
  return 0;
}
