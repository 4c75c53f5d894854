// expect: assertion, data-race
// The same exchange without the barrier: a thread can read the other's slot before it is written.
#include <pthread.h>
#include <assert.h>
int slot[2], seen[2];
void *worker(void *arg) {
  int me = *(int *)arg;
  slot[me] = me + 1;
  seen[me] = slot[1 - me];
  return 0;
}
int main(void) {
  pthread_t t0, t1;
  int a = 0, b = 1;
  pthread_create(&t0, 0, worker, &a); pthread_create(&t1, 0, worker, &b);
  pthread_join(t0, 0); pthread_join(t1, 0);
  assert(seen[0] == 2 && seen[1] == 1);
  return 0;
}
