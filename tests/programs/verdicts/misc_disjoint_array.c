// expect: none
// Threads write disjoint elements of one array: no race.
#include <pthread.h>
#include <assert.h>
int cells[2];
void *worker(void *arg) { int i = *(int *)arg; cells[i] = i + 10; return 0; }
int main(void) {
  pthread_t t0, t1;
  int a = 0, b = 1;
  pthread_create(&t0, 0, worker, &a); pthread_create(&t1, 0, worker, &b);
  pthread_join(t0, 0); pthread_join(t1, 0);
  assert(cells[0] == 10 && cells[1] == 11);
  return 0;
}
