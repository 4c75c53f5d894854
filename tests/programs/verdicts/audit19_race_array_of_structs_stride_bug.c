// expect: data-race
// BUG: race-challenges style: each of three threads initialises its own element of an array
// of 12-byte structs, then bumps its `count` through an int pointer computed with a stride of
// 2 ints (the author forgot the third field): thread 2's index 2*2+1 = 5 is element 1's
// `spare`, which thread 1's struct assignment writes. (Threads 0 and 1 stay in their own
// elements: indexes 1 and 3.)
#include <pthread.h>
struct cell { int key, count, spare; };
static struct cell cells[3];

static void *update(void *arg) {
  int tid = (int)(long)arg;
  int *base = (int *)cells;
  cells[tid] = (struct cell){tid, 0, 0};
  base[tid * 2 + 1] += 1; /* wrong stride: should be tid * 3 + 1 */
  return 0;
}

int main(void) {
  pthread_t t[3];
  for (long i = 0; i < 3; i++) pthread_create(&t[i], 0, update, (void *)i);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  return 0;
}
