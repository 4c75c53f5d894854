// A correct program with a large space (3 threads x 6 atomic increments: 17,153,136
// orders of the increments alone, millions of dfs executions): the editors' tests watch
// the estimate while it is verified.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int counter;
void *work(void *arg) {
  for (int i = 0; i < 6; i++) atomic_fetch_add(&counter, 1);
  return arg;
}
int main(void) {
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, work, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  assert(counter == 18);
  return 0;
}
