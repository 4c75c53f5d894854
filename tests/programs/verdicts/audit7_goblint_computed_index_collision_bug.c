// expect: data-race
// goblint-regression style: each thread writes the array cell its id maps to, (id * 2) % 4;
// ids 0 and 2 both map to cell 0 (a race through a computed index), ids 1 and 3 to 2.
#include <pthread.h>
int cells[4];
void *worker(void *arg) {
  int id = (int)(long)arg;
  cells[(id * 2) % 4] += id;
  return 0;
}
int main(void) {
  pthread_t t[3];
  for (long i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  return 0;
}
