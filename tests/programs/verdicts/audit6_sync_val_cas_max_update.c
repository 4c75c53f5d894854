// expect: none
// classes: 168
// A lock-free maximum with __sync_val_compare_and_swap retried in a loop, and a sum with
// __atomic_add_fetch; main checks both after the joins.
#include <assert.h>
#include <pthread.h>
static int max_seen;
static int sum;
static void update_max(int v) {
  int cur = __atomic_load_n(&max_seen, __ATOMIC_SEQ_CST);
  while (v > cur) {
    int prev = __sync_val_compare_and_swap(&max_seen, cur, v);
    if (prev == cur) break;
    cur = prev;
  }
}
void *worker(void *arg) {
  int v = (int)(long)arg;
  update_max(v);
  __atomic_add_fetch(&sum, v, __ATOMIC_SEQ_CST);
  return 0;
}
int main(void) {
  pthread_t t[3];
  for (long i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, (void *)(i + 4));
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  assert(max_seen == 6 && sum == 15);
  return 0;
}
