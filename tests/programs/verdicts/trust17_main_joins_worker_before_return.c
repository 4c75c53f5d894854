// expect: none
// algos: dfs,sdpor,pop,dc
// main's local is shared with two workers that are joined before main returns: every access
// of it comes while main's frame lives (twin of
// trust17_main_returns_detached_worker_writes_local_bug.c).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static void *add(void *arg) {
  atomic_int *total = arg;
  atomic_fetch_add(total, 1);
  return 0;
}
int main(void) {
  atomic_int total = 0;
  pthread_t a, b;
  pthread_create(&a, 0, add, &total);
  pthread_create(&b, 0, add, &total);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(atomic_load(&total) == 2);
  return 0;
}
