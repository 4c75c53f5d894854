// expect: none
// classes: 36
// A compare-and-swap spinlock taken by three threads around a plain counter; the lock is
// released by an atomic store. The retries of a failed attempt are one blocking operation.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
#define T 3
atomic_int lock;
int counter;
void *worker(void *arg) {
  (void)arg;
  int expected = 0;
  while (!atomic_compare_exchange_strong(&lock, &expected, 1)) expected = 0;
  counter++;
  atomic_store(&lock, 0);
  return 0;
}
int main(void) {
  pthread_t t[T];
  for (int i = 0; i < T; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < T; i++) pthread_join(t[i], 0);
  assert(counter == T);
  return 0;
}
