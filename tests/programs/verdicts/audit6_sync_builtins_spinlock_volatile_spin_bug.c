// expect: data-race
// algos: sdpor,pop,dc
// A spinlock from GCC's __sync_lock_test_and_set / __sync_lock_release whose test-and-test-
// and-set loop spins on a plain volatile read of the lock word: that read is not atomic, so it
// races with the atomic exchange and release of the other threads (C11: a data race). The
// counter itself is protected.
#include <assert.h>
#include <pthread.h>
static int lock_word;
static int counter;
static void spin_lock(int *l) {
  while (__sync_lock_test_and_set(l, 1)) {
    while (*(volatile int *)l) {
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
