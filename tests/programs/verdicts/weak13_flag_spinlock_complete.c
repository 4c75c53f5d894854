// expect: none
// A spinlock on atomic_flag: test_and_set(acquire) to take it, clear(release) to give it
// back, around a plain counter. Every successful test-and-set reads the latest value (a
// read-modify-write), the clear releases the critical section to the next taker. Correct
// under C11: complete.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_flag lock = ATOMIC_FLAG_INIT;
static int counter;
static void spin_lock(void) {
  while (atomic_flag_test_and_set_explicit(&lock, memory_order_acquire)) {
  }
}
static void spin_unlock(void) { atomic_flag_clear_explicit(&lock, memory_order_release); }
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
