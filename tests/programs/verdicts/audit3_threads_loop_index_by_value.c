// expect: none
// algos: sdpor,pop,qpor,dc
// The fixed array-of-threads idiom: each thread gets its own slot of an id array, writes only
// its own result cell; main sums after joining.
#include <pthread.h>
#include <assert.h>
#define N 4
int ids[N], result[N];
void *worker(void *arg) {
  int id = *(int *)arg;
  result[id] = id * id;
  return 0;
}
int main(void) {
  pthread_t t[N];
  for (int i = 0; i < N; i++) { ids[i] = i; pthread_create(&t[i], 0, worker, &ids[i]); }
  for (int i = 0; i < N; i++) pthread_join(t[i], 0);
  int s = 0;
  for (int i = 0; i < N; i++) s += result[i];
  assert(s == 0 + 1 + 4 + 9);
  return 0;
}
