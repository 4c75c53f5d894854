// expect: none
// algos: sdpor,pop,dc
// (not dfs: its schedules, without partial-order reduction, take longer than the 2 s budget)
// Three threads fill their slot, meet at a barrier, then each reads its neighbour's slot;
// a second barrier round separates the reads from the next writes.
#include <pthread.h>
#include <assert.h>
#define N 3
static pthread_barrier_t bar;
static int slot[N];
static void *phase_worker(void *arg) {
  int me = (int)(long)arg;
  slot[me] = me + 1;
  pthread_barrier_wait(&bar);
  int seen = slot[(me + 1) % N];
  pthread_barrier_wait(&bar);
  slot[me] = seen * 10;
  return 0;
}
int main(void) {
  pthread_barrier_init(&bar, 0, N);
  pthread_t t[N];
  for (long i = 0; i < N; i++) pthread_create(&t[i], 0, phase_worker, (void *)i);
  for (int i = 0; i < N; i++) pthread_join(t[i], 0);
  pthread_barrier_destroy(&bar);
  assert(slot[0] == 20 && slot[1] == 30 && slot[2] == 10);
  return 0;
}
