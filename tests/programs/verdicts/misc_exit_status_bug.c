// expect: exit
// main returns a failure status when the workers finish in one order.
#include <pthread.h>
#include <stdatomic.h>
atomic_int order;
int first;
void *w1(void *arg) { int expected = 0; atomic_compare_exchange_strong(&order, &expected, 1); return 0; }
void *w2(void *arg) { int expected = 0; atomic_compare_exchange_strong(&order, &expected, 2); return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, w1, 0); pthread_create(&b, 0, w2, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  return atomic_load(&order) == 2 ? 1 : 0;
}
