// expect: none
// classes: 4
// A CAS retry loop increments a counter: no update is lost.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
atomic_int counter;
void *worker(void *arg) {
  int old = atomic_load(&counter);
  while (!atomic_compare_exchange_weak(&counter, &old, old + 1)) {}
  return 0;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0); pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0); pthread_join(t2, 0);
  assert(atomic_load(&counter) == 2);
  return 0;
}
