// expect: data-race
// classes: 4
// rf-classes: 4
// BUG: the ticket lock of audit19_genmc_ticket_lock_relaxed_ticket_acquire_serving.c with the
// turn awaited by a relaxed load: nothing orders the previous holder's counter update before
// the next holder's, a data race on the counter under C11.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_uint next_ticket, now_serving;
static int counter;

static void lock(void) {
  unsigned my = atomic_fetch_add_explicit(&next_ticket, 1, memory_order_relaxed);
  while (atomic_load_explicit(&now_serving, memory_order_relaxed) != my)
    ;
}
static void unlock(void) {
  unsigned cur = atomic_load_explicit(&now_serving, memory_order_relaxed);
  atomic_store_explicit(&now_serving, cur + 1, memory_order_release);
}

static void *worker(void *arg) {
  (void)arg;
  lock();
  counter++;
  unlock();
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
