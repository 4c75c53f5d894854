// expect: none
// classes: 10
// Test-and-test-and-set: spin on a plain atomic load, then exchange.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
atomic_int lock;
int counter;
void acquire(void) {
  for (;;) {
    while (atomic_load(&lock)) {}
    if (!atomic_exchange(&lock, 1)) return;
  }
}
void *worker(void *arg) { acquire(); counter++; atomic_store(&lock, 0); return 0; }
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0); pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0); pthread_join(t2, 0);
  assert(counter == 2);
  return 0;
}
