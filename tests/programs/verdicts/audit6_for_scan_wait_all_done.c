// expect: none
// classes: 7
// A coordinator waits until every worker has set its done flag, counting unfinished workers
// with a for loop inside a do-while; then it sums the workers' results.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#define N 2
atomic_int done[N];
int result[N];
void *worker(void *arg) {
  int k = (int)(long)arg;
  result[k] = k + 1;
  atomic_store(&done[k], 1);
  return arg;
}
void *coordinator(void *arg) {
  int pending;
  do {
    pending = 0;
    for (int k = 0; k < N; k++)
      if (!atomic_load(&done[k])) pending++;
  } while (pending > 0);
  int sum = 0;
  for (int k = 0; k < N; k++) sum += result[k];
  assert(sum == 3);
  return arg;
}
int main(void) {
  pthread_t c, w[N];
  pthread_create(&c, 0, coordinator, 0);
  for (long k = 0; k < N; k++) pthread_create(&w[k], 0, worker, (void *)k);
  pthread_join(c, 0);
  for (int k = 0; k < N; k++) pthread_join(w[k], 0);
  return 0;
}
