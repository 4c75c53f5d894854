// expect: assertion
// classes: 6
// The twin of await_multi_c_either_flag.c whose bug needs the waiter to block (both flags
// clear) and then be woken by the SECOND flag while the first is still clear: `n` counts
// the idle iterations (dead within the loop, so the loop still blocks). Before a blocked
// loop was announced as reading every object its iteration observed, pop and dc never
// explored that wake-up (they took the loop for a reader of `a` alone) and said "no bug".
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int a, b;
void *waiter(void *arg) {
  int n = 0;
  while (!atomic_load(&a) && !atomic_load(&b)) n++;
  assert(!(n > 0 && !atomic_load(&a)));  // bug: blocked, then woken by b alone
  return arg;
}
void *set_a(void *arg) {
  atomic_store(&a, 1);
  return arg;
}
void *set_b(void *arg) {
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
