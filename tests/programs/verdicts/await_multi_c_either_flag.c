// expect: none
// classes: 7
// A waiter polls two flags with one condition (`while (!a && !b)`): blocked after an
// iteration that found both clear, it waits for a write to either (docs/algorithms.md,
// "Await loops that observe several objects"). Each producer publishes a value first.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int a, b;
int va, vb;
void *waiter(void *arg) {
  while (!atomic_load(&a) && !atomic_load(&b)) {
  }
  if (atomic_load(&a)) assert(va == 1);
  else assert(vb == 2);
  return arg;
}
void *set_a(void *arg) {
  va = 1;
  atomic_store(&a, 1);
  return arg;
}
void *set_b(void *arg) {
  vb = 2;
  atomic_store(&b, 1);
  return arg;
}
int main(void) {
  pthread_t w, p, q;
  pthread_create(&w, 0, waiter, 0);
  pthread_create(&p, 0, set_a, 0);
  pthread_create(&q, 0, set_b, 0);
  pthread_join(w, 0);
  pthread_join(p, 0);
  pthread_join(q, 0);
  return 0;
}
