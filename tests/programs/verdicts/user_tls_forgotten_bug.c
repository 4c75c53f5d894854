// expect: assertion, data-race
// The same accumulator with `__thread` forgotten: the threads share one sum, with unlocked
// read-modify-writes, and publish each other's partial sums.
#include <pthread.h>
#include <assert.h>
static int local_sum;  // meant to be __thread
static int grand_total;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void *worker(void *arg) {
  int base = *(int *)arg;
  local_sum += base;
  pthread_mutex_lock(&m);
  grand_total += local_sum;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  int bases[2] = {10, 20};
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, &bases[i]);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  assert(grand_total == 30);
  return 0;
}
