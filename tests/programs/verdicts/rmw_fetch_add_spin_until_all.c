// expect: none
// classes: 48
// algos: sdpor,pop,dc
// (Not dfs: 582 000 interleavings in 100 s, not finished; sdpor and dc count the classes.)
// A hand-made barrier: three threads write their slot, count themselves in with fetch_add and
// spin until the counter says everyone is in, then read their neighbour's slot.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
#define T 3
atomic_int arrived;
int slot[T];
void *work(void *arg) {
  long me = (long)arg;
  slot[me] = 1;
  atomic_fetch_add(&arrived, 1);
  while (atomic_load(&arrived) != T) {
  }
  assert(slot[(me + 1) % T] == 1);
  return 0;
}
int main(void) {
  pthread_t t[T];
  for (long i = 0; i < T; ++i) pthread_create(&t[i], 0, work, (void *)i);
  for (int i = 0; i < T; ++i) pthread_join(t[i], 0);
  return 0;
}
