// expect: data-race
// The buggy twin of weak13_flag_spinlock_complete.c: the unlock clears the flag relaxed.
// The next taker's acquire then has no release to synchronise with: the counter's increments
// race (reported in the SC executions; under C11 an increment can be lost).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_flag lock = ATOMIC_FLAG_INIT;
static int counter;
static void spin_lock(void) {
  while (atomic_flag_test_and_set_explicit(&lock, memory_order_acquire)) {
  }
}
static void spin_unlock(void) { atomic_flag_clear_explicit(&lock, memory_order_relaxed); }
void *worker(void *arg) {
  spin_lock();
  counter++;
  spin_unlock();
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counter == 2);
  return 0;
}
