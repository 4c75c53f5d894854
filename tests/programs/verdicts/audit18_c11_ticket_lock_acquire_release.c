// expect: none
// classes: 4
// rf-classes: 4
// A ticket lock from C11 atomics: a relaxed fetch_add draws the ticket, an acquire load spins
// on now_serving, a release store hands the lock on. Two threads increment a plain counter
// under it. Correct under C11: the release/acquire pair orders the critical sections.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <sched.h>
static atomic_uint next_ticket, now_serving;
static int counter;

static void lock(void) {
  unsigned me = atomic_fetch_add_explicit(&next_ticket, 1, memory_order_relaxed);
  while (atomic_load_explicit(&now_serving, memory_order_acquire) != me) sched_yield();
}
static void unlock(void) {
  unsigned cur = atomic_load_explicit(&now_serving, memory_order_relaxed);
  atomic_store_explicit(&now_serving, cur + 1, memory_order_release);
}

static void *worker(void *arg) {
  (void)arg;
  lock();
  ++counter;
  unlock();
  return 0;
}

int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; ++i) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 2; ++i) pthread_join(t[i], 0);
  assert(counter == 2);
  return 0;
}
