// expect: none
// classes: 48
// algos: sdpor,pop,dc
// An _Atomic double summed with a compare-exchange loop (C has no fetch_add for floating
// types), by three threads.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
static _Atomic double total;
static void add(double v) {
  double old = atomic_load(&total);
  while (!atomic_compare_exchange_weak(&total, &old, old + v))
    ;
}
static void *worker(void *arg) { add(*(double *)arg); return 0; }
int main(void) {
  static double parts[3] = { 0.5, 1.25, 2.0 };
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, &parts[i]);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  assert(atomic_load(&total) == 3.75);
  return 0;
}
