// expect: none
// Test-and-test-and-set spinlock with the x86 pause hint in the inner loop
// (__builtin_ia32_pause, what _mm_pause() expands to), as real spinlocks are written.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int lock_word;
int counter;
static void spin_lock(void) {
  for (;;) {
    while (atomic_load_explicit(&lock_word, memory_order_relaxed)) __builtin_ia32_pause();
    if (!atomic_exchange_explicit(&lock_word, 1, memory_order_acquire)) return;
  }
}
static void spin_unlock(void) { atomic_store_explicit(&lock_word, 0, memory_order_release); }
void *worker(void *arg) {
  spin_lock();
  counter++;
  spin_unlock();
  return arg;
}
int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  assert(counter == 2);
  return 0;
}
