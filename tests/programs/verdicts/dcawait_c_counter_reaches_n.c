// expect: none
// classes: 48
// rf-classes: 48
// A spin on a counter reaching N: three workers each add one with fetch_add; main waits
// until the counter is 3 (one location, several values on the way), then checks the sum.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
atomic_int done;
int sum[3];
void *worker(void *arg) {
  int i = (int)(long)arg;
  sum[i] = i + 1;
  atomic_fetch_add(&done, 1);
  return 0;
}
int main(void) {
  pthread_t t[3];
  for (long i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, (void *)i);
  while (atomic_load(&done) != 3) {}
  assert(sum[0] + sum[1] + sum[2] == 6);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  return 0;
}
