// expect: none
// Peterson's lock with release/acquire flags and the turn given away by an acq_rel
// exchange (the known correct C11 form): the two exchanges are in one modification order,
// the second reads the first and synchronises with it, so the second thread's load of the
// first's flag happens after that flag's store and reads 1 (write-read coherence): the
// store-buffering outcome that breaks the store version
// (weak13_peterson_release_store_turn_gap.c) cannot happen. Correct under C11: complete.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_int flag[2], turn;
static int counter;
static void lock(int me) {
  int other = 1 - me;
  atomic_store_explicit(&flag[me], 1, memory_order_release);
  atomic_exchange_explicit(&turn, other, memory_order_acq_rel);
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
