// expect: none
// time-limit: 4
// C11 fetch-max from a compare_exchange_weak loop (explicit orders): the failed CAS reloads
// `cur`, the loop stops as soon as the stored value is already larger.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_int best = -1;
static int fetch_max(atomic_int *obj, int v) {
  int cur = atomic_load_explicit(obj, memory_order_relaxed);
  while (cur < v &&
         !atomic_compare_exchange_weak_explicit(obj, &cur, v, memory_order_acq_rel, memory_order_relaxed)) {
  }
  return cur;
}
static void *worker(void *arg) {
  fetch_max(&best, (int)(long)arg);
  return NULL;
}
int main(void) {
  pthread_t t[3];
  int vals[3] = {5, 11, 7};
  for (int i = 0; i < 3; i++) pthread_create(&t[i], NULL, worker, (void *)(long)vals[i]);
  for (int i = 0; i < 3; i++) pthread_join(t[i], NULL);
  assert(atomic_load(&best) == 11);
  return 0;
}
