// expect: data-race, assertion
// An atomic_flag spinlock with explicit orders whose unlock (clear) comes before the last
// write of the critical section: the next owner races with it.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
static atomic_flag lock = ATOMIC_FLAG_INIT;
static int balance = 100;
static void *withdraw(void *arg) {
  while (atomic_flag_test_and_set_explicit(&lock, memory_order_acquire))
    ;
  int b = balance;
  atomic_flag_clear_explicit(&lock, memory_order_release);
  balance = b - 30;
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, withdraw, 0);
  pthread_create(&b, 0, withdraw, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(balance == 40);
  return 0;
}
