// expect: none
// algos: sdpor,pop,qpor,dc
// (dfs left out: without reduction it does not finish within the time limit)
// pthread-C-DAC style: a 4x4 matrix-vector product, one thread per row writing its own
// result element; main checks the result.
#include <pthread.h>
#include <assert.h>
#define R 4
static int mat[R][R], vec[R], out[R];
static void *row(void *arg) {
  long r = (long)arg;
  int s = 0;
  for (int c = 0; c < R; c++) s += mat[r][c] * vec[c];
  out[r] = s;
  return NULL;
}
int main(void) {
  for (int r = 0; r < R; r++) {
    vec[r] = r + 1;
    for (int c = 0; c < R; c++) mat[r][c] = r == c ? 2 : 0;
  }
  pthread_t t[R];
  for (long r = 0; r < R; r++) pthread_create(&t[r], NULL, row, (void *)r);
  for (int r = 0; r < R; r++) pthread_join(t[r], NULL);
  for (int r = 0; r < R; r++) assert(out[r] == 2 * (r + 1));
  return 0;
}
