// expect: none
// algos: sdpor,pop,dc
// A spinlock from GCC's __sync_lock_test_and_set / __sync_lock_release, a test-and-test-and-set
// loop (the inner spin an atomic relaxed load), protecting a plain counter incremented by
// three threads.
#include <assert.h>
#include <pthread.h>
static int lock_word;
static int counter;
static void spin_lock(int *l) {
  while (__sync_lock_test_and_set(l, 1)) {
    while (__atomic_load_n(l, __ATOMIC_RELAXED)) {
    }
  }
}
static void spin_unlock(int *l) { __sync_lock_release(l); }
void *worker(void *arg) {
  spin_lock(&lock_word);
  counter++;
  spin_unlock(&lock_word);
  return arg;
}
int main(void) {
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  assert(counter == 3);
  return 0;
}
