// expect: assertion
// A strong CAS used as if it always succeeded (its result ignored, no retry): when another
// thread got in first the increment is lost.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_int hits;
static void *worker(void *arg) {
  int old = atomic_load(&hits);
  atomic_compare_exchange_strong(&hits, &old, old + 1);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, worker, NULL);
  pthread_create(&b, NULL, worker, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(atomic_load(&hits) == 2);
  return 0;
}
