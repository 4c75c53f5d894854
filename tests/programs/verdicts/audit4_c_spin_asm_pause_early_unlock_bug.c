// expect: assertion, data-race
// A spinlock whose wait loop uses inline assembly (asm volatile("pause" ::: "memory")), with
// the unlock placed before the increment: a lost update.
#include <assert.h>
#include <pthread.h>
volatile int lock_word;
int counter;
void *worker(void *arg) {
  while (__sync_lock_test_and_set(&lock_word, 1))
    while (lock_word) __asm__ __volatile__("pause" ::: "memory");
  __sync_lock_release(&lock_word);
  counter = counter + 1;
  return arg;
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
