// expect: none
// Three threads fetch_add: the sum is exact and each sees a distinct old value.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
atomic_int counter;
int seen[3];
void *worker(void *arg) { int i = *(int *)arg; seen[i] = atomic_fetch_add(&counter, 1); return 0; }
int main(void) {
  pthread_t t[3];
  int id[3] = {0, 1, 2};
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, &id[i]);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  assert(atomic_load(&counter) == 3);
  assert(seen[0] + seen[1] + seen[2] == 3 && seen[0] != seen[1] && seen[1] != seen[2] && seen[0] != seen[2]);
  return 0;
}
