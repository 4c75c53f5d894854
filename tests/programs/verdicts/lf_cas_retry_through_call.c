// expect: none
// The CAS retry loop goes through a helper call (`while (!try_inc())`): still no lost update.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
atomic_int counter;
static int try_inc(void) {
  int old = atomic_load(&counter);
  return atomic_compare_exchange_strong(&counter, &old, old + 1);
}
void *worker(void *arg) { while (!try_inc()) {} return 0; }
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0); pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0); pthread_join(t2, 0);
  assert(atomic_load(&counter) == 2);
  return 0;
}
