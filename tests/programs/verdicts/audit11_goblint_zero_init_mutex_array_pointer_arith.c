// expect: none
// algos: sdpor,pop,dc,qpor
// goblint style: a global mutex array never initialised (zero bytes, the default mutex on
// Linux), locked through pointer arithmetic `locks + i`; each cell of the data array is
// guarded by the mutex of the same index.
#include <pthread.h>
#include <assert.h>
pthread_mutex_t locks[3];
int cells[3];
void *t_fun(void *arg) {
  long i = (long)arg;
  for (int k = 0; k < 3; k++) {
    pthread_mutex_t *m = locks + (i + k) % 3;
    pthread_mutex_lock(m);
    cells[(i + k) % 3] += 1;
    pthread_mutex_unlock(m);
  }
  return 0;
}
int main(void) {
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, t_fun, (void *)i);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  assert(cells[0] == 2 && cells[1] == 2 && cells[2] == 2);
  return 0;
}
