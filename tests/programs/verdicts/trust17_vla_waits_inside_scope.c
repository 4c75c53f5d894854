// expect: none
// algos: dfs,sdpor,pop,dc
// The reply slot is a variable-length array whose scope the worker stays in until main has
// answered: every access comes while the array lives (twin of
// trust17_vla_scope_ends_then_reply_bug.c).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static int *_Atomic posted;
static atomic_int answered;
static void *worker(void *arg) {
  const int n = (int)(long)arg;
  int sum = 0;
  for (int round = 0; round < 2; ++round) {
    int replies[n];
    replies[0] = 0;
    if (round == 0) {
      atomic_store(&posted, replies);
      while (!atomic_load(&answered)) {
      }
      sum += replies[0];
    }
  }
  assert(sum == 7);
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, (void *)3L);
  int *slot;
  while (!(slot = atomic_load(&posted))) {
  }
  slot[0] = 7;
  atomic_store(&answered, 1);
  pthread_join(t, 0);
  return 0;
}
