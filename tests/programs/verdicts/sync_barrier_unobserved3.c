// expect: none
// algos: sdpor,pop,dc
// classes: 1
// Three threads meet at a barrier whose result nobody inspects: the arrival order is not a
// behaviour, so every algorithm explores one class.
#include <pthread.h>
#include <assert.h>
pthread_barrier_t bar;
int slot[3], seen[3];
void *worker(void *arg) {
  int me = *(int *)arg;
  slot[me] = me + 1;
  pthread_barrier_wait(&bar);
  seen[me] = slot[(me + 1) % 3];
  return 0;
}
int main(void) {
  pthread_t t[3];
  int ids[3] = {0, 1, 2};
  pthread_barrier_init(&bar, 0, 3);
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, &ids[i]);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  for (int i = 0; i < 3; i++) assert(seen[i] == (i + 1) % 3 + 1);
  return 0;
}
