// expect: none
// classes: 10
// complete: yes
// A test-and-test-and-set lock in helper functions protecting a plain counter.
#include <assert.h>
#include <pthread.h>

static int lock_word;
static int counter;

__attribute__((noinline)) static int try_acquire(int *l) {
  if (__atomic_load_n(l, __ATOMIC_RELAXED)) return 0;  // test
  int expected = 0;
  return __atomic_compare_exchange_n(l, &expected, 1, 0, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED);  // and set
}

__attribute__((noinline)) static void acquire(int *l) {
  while (!try_acquire(l)) {
  }
}

__attribute__((noinline)) static void release(int *l) { __atomic_store_n(l, 0, __ATOMIC_RELEASE); }

static void *worker(void *arg) {
  (void)arg;
  acquire(&lock_word);
  counter++;
  release(&lock_word);
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
