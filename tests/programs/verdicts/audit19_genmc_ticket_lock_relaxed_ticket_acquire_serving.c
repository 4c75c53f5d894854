// expect: none
// complete: no
// (Correct under C11. The weak-memory gap is conservative: it counts the other modification
// order of the two relaxed ticket fetch_adds, docs/memory_model.md "Rule 3 counts a reversal of
// two read-modify-writes that some load observes"; a target for the gap's precision. Analysed
// in branch weak15, docs/memory_model.md "weak15": the weak executions only make a failed poll
// of the turn read another failing value; the gap is false and not yet exact.)
// GenMC test style: a ticket lock in C11 atomics with the weakest orders that are right: the
// ticket is drawn with a relaxed fetch_add, the turn awaited with acquire loads and handed on
// with a release store. Two threads, each incrementing a plain counter twice inside the lock.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_uint next_ticket, now_serving;
static int counter;

static void lock(void) {
  unsigned my = atomic_fetch_add_explicit(&next_ticket, 1, memory_order_relaxed);
  while (atomic_load_explicit(&now_serving, memory_order_acquire) != my)
    ;
}
static void unlock(void) {
  unsigned cur = atomic_load_explicit(&now_serving, memory_order_relaxed);
  atomic_store_explicit(&now_serving, cur + 1, memory_order_release);
}

static void *worker(void *arg) {
  (void)arg;
  for (int i = 0; i < 2; i++) {
    lock();
    counter++;
    unlock();
  }
  return 0;
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
