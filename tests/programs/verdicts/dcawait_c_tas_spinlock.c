// expect: none
// classes: 4
// rf-classes: 4
// A test-and-set spinlock (atomic_exchange on an int) around a plain counter, two threads
// and main checking the total after the joins.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
atomic_int lock;
int counter;
void *worker(void *arg) {
  while (atomic_exchange(&lock, 1)) {}
  counter++;
  atomic_store(&lock, 0);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0); pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  assert(counter == 2);
  return 0;
}
