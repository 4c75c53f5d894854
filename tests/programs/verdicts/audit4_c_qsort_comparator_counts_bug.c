// expect: data-race
// Each thread sorts its own array with qsort, but the comparator counts comparisons in a
// plain global: the library calls back into program code that races.
#include <pthread.h>
#include <stdlib.h>
long comparisons;
static int cmp(const void *a, const void *b) {
  comparisons++;
  return *(const int *)a - *(const int *)b;
}
void *sorter(void *arg) {
  int *v = arg;
  qsort(v, 2, sizeof *v, cmp);
  return 0;
}
int main(void) {
  int x[2] = {3, 1}, y[2] = {9, 8};
  pthread_t a, b;
  pthread_create(&a, 0, sorter, x);
  pthread_create(&b, 0, sorter, y);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return !(x[0] == 1 && y[0] == 8);
}
