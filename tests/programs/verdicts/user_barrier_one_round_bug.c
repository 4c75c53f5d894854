// expect: assertion, data-race
// The same phases with the second barrier round left out: a thread can overwrite its slot
// before its neighbour read it.
#include <pthread.h>
#include <assert.h>
#define N 2
static pthread_barrier_t bar;
static int slot[N], seen_by[N];
static void *phase_worker(void *arg) {
  int me = (int)(long)arg;
  slot[me] = me + 1;
  pthread_barrier_wait(&bar);
  seen_by[me] = slot[(me + 1) % N];
  slot[me] = 100;  // missing barrier before this
  return 0;
}
int main(void) {
  pthread_barrier_init(&bar, 0, N);
  pthread_t t[N];
  for (long i = 0; i < N; i++) pthread_create(&t[i], 0, phase_worker, (void *)i);
  for (int i = 0; i < N; i++) pthread_join(t[i], 0);
  assert(seen_by[0] == 2 && seen_by[1] == 1);
  return 0;
}
