// expect: none
// classes: 1
// Each thread writes its slot, waits at a barrier, then reads the other's slot.
#include <pthread.h>
#include <assert.h>
pthread_barrier_t bar;
int slot[2], seen[2];
void *worker(void *arg) {
  int me = *(int *)arg;
  slot[me] = me + 1;
  pthread_barrier_wait(&bar);
  seen[me] = slot[1 - me];
  return 0;
}
int main(void) {
  pthread_barrier_init(&bar, 0, 2);
  pthread_t t0, t1;
  int a = 0, b = 1;
  pthread_create(&t0, 0, worker, &a); pthread_create(&t1, 0, worker, &b);
  pthread_join(t0, 0); pthread_join(t1, 0);
  assert(seen[0] == 2 && seen[1] == 1);
  return 0;
}
