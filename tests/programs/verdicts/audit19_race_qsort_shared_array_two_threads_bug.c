// expect: data-race
// BUG: race-challenges style: two threads each qsort the same shared array (one ascending,
// one descending) with no lock: qsort's swaps write the array while the other thread's
// comparator reads and swaps it.
#include <pthread.h>
#include <stdlib.h>
static int values[4] = {3, 1, 4, 2};

static int up(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }
static int down(const void *a, const void *b) { return *(const int *)b - *(const int *)a; }

static void *sorter(void *arg) {
  qsort(values, 4, sizeof values[0], arg ? up : down);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, sorter, (void *)1L);
  pthread_create(&t2, 0, sorter, (void *)0L);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
