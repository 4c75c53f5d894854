// expect: none
// classes: 34
// rf-classes: 34
// A compare-and-swap spinlock taken twice by each of two threads around a plain counter.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
atomic_int lock;
int counter;
static void take(void) {
  int expected = 0;
  while (!atomic_compare_exchange_strong(&lock, &expected, 1)) expected = 0;
}
void *worker(void *arg) {
  for (int i = 0; i < 2; i++) {
    take();
    counter++;
    atomic_store(&lock, 0);
  }
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0); pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  assert(counter == 4);
  return 0;
}
