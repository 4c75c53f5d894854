// algos: sdpor,pop,dc
// expect: none
// A ticket lock whose tickets are drawn with acq_rel fetch_add (the turn awaited with acquire
// loads, handed on with a release store), two threads taking it twice. Two draws of tickets
// cannot swap without a trace: the later draw reads the earlier one's write with acquire,
// which releases everything before it (the previous holder's release of the turn
// included), so the draws happen before each other in the order they read and no poll of
// the turn can read a value older than the turn handed on before the ticket it holds. No weak
// behaviour exists beyond SC interleavings; braid's rules see the synchronisation of the
// draws (happens-before) and give a complete verdict. The relaxed-ticket twin keeps a gap
// (audit19_genmc_ticket_lock_relaxed_ticket_acquire_serving.c, docs/memory_model.md weak15).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_uint next_ticket, now_serving;
static int counter;
static void lock(void) {
  unsigned mine = atomic_fetch_add_explicit(&next_ticket, 1, memory_order_acq_rel);
  while (atomic_load_explicit(&now_serving, memory_order_acquire) != mine)
    ;
}
static void unlock(void) {
  unsigned turn = atomic_load_explicit(&now_serving, memory_order_relaxed);
  atomic_store_explicit(&now_serving, turn + 1, memory_order_release);
}
static void *worker(void *arg) {
  for (int i = 0; i < 2; i++) {
    lock();
    counter++;
    unlock();
  }
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counter == 4);
  return 0;
}
