// expect: none
// algos: sdpor,pop,qpor,dc
// pthread-C-DAC style: matrix-vector product, each thread computes a block of rows from a
// heap-allocated matrix; main checks against a sequential computation.
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>
#define ROWS 4
#define COLS 8
#define THREADS 2
double *mat, vec[COLS], out[ROWS];
struct range { int lo, hi; };
void *rows(void *arg) {
  struct range *r = arg;
  for (int i = r->lo; i < r->hi; i++) {
    double s = 0;
    for (int j = 0; j < COLS; j++) s += mat[i * COLS + j] * vec[j];
    out[i] = s;
  }
  return 0;
}
int main(void) {
  mat = malloc(sizeof(double) * ROWS * COLS);
  for (int i = 0; i < ROWS * COLS; i++) mat[i] = i % 5;
  for (int j = 0; j < COLS; j++) vec[j] = j;
  pthread_t t[THREADS];
  struct range rg[THREADS];
  for (int k = 0; k < THREADS; k++) {
    rg[k].lo = k * ROWS / THREADS;
    rg[k].hi = (k + 1) * ROWS / THREADS;
    pthread_create(&t[k], 0, rows, &rg[k]);
  }
  for (int k = 0; k < THREADS; k++) pthread_join(t[k], 0);
  for (int i = 0; i < ROWS; i++) {
    double s = 0;
    for (int j = 0; j < COLS; j++) s += mat[i * COLS + j] * vec[j];
    assert(out[i] == s);
  }
  free(mat);
  return 0;
}
