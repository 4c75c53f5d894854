// expect: data-race
// qsort (libc) calls back into the program: the comparator reads a shared weight table
// that another thread updates without a lock.
#include <pthread.h>
#include <stdlib.h>
int weight[4] = {3, 1, 2, 0};
static int by_weight(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return weight[x] - weight[y];
}
void *sorter(void *arg) {
  int idx[4] = {0, 1, 2, 3};
  qsort(idx, 4, sizeof idx[0], by_weight);
  return arg;
}
void *updater(void *arg) {
  weight[2] = 5;
  return arg;
}
int main(void) {
  pthread_t s, u;
  pthread_create(&s, 0, sorter, 0);
  pthread_create(&u, 0, updater, 0);
  pthread_join(s, 0);
  pthread_join(u, 0);
  return 0;
}
