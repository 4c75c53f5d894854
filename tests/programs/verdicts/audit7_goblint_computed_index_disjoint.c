// expect: none
// algos: sdpor,pop,dc,qpor
// goblint-regression style: the computed index (id * 3) % 4 is a bijection on 0..3, so
// every thread owns its cell; main reads them after the joins.
#include <assert.h>
#include <pthread.h>
int cells[4];
void *worker(void *arg) {
  int id = (int)(long)arg;
  cells[(id * 3) % 4] += id + 1;
  return 0;
}
int main(void) {
  pthread_t t[4];
  for (long i = 0; i < 4; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
  assert(cells[0] + cells[1] + cells[2] + cells[3] == 10);
  return 0;
}
