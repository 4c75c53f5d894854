// expect: data-race, assertion
// classes: 2
// rf-classes: 2
// Two workers write their cell and meet at a barrier; the second reads the first's cell
// before the barrier (the bug): it may see the old or the new value, and the assertion that
// it saw the new one fails. The first reads the second's cell after the barrier (always new).
#include <assert.h>
#include <pthread.h>
static pthread_barrier_t b;
static int cell[2];
static void *first(void *arg) {
  cell[0] = 10;
  pthread_barrier_wait(&b);
  assert(cell[1] == 11);
  return arg;
}
static void *second(void *arg) {
  cell[1] = 11;
  int left = cell[0];  // too early: before the barrier
  pthread_barrier_wait(&b);
  assert(left == 10);
  return arg;
}
int main(void) {
  pthread_barrier_init(&b, 0, 2);
  pthread_t t[2];
  pthread_create(&t[0], 0, first, 0);
  pthread_create(&t[1], 0, second, 0);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  pthread_barrier_destroy(&b);
  return 0;
}
