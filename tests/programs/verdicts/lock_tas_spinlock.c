// expect: none
// classes: 4
// A test-and-set spinlock from atomic_flag.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
atomic_flag lock = ATOMIC_FLAG_INIT;
int counter;
void *worker(void *arg) {
  while (atomic_flag_test_and_set(&lock)) {}
  counter++;
  atomic_flag_clear(&lock);
  return 0;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0); pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0); pthread_join(t2, 0);
  assert(counter == 2);
  return 0;
}
