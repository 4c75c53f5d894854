// expect: none
// Each thread sums into a thread-local accumulator (no locking needed) and publishes it
// once under a mutex; the result does not depend on the schedule.
#include <pthread.h>
#include <assert.h>
static __thread int local_sum;
static int grand_total;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void *worker(void *arg) {
  int base = *(int *)arg;
  for (int i = 0; i < 3; i++) local_sum += base + i;
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
  assert(grand_total == 33 + 63);
  assert(local_sum == 0);  // main's own copy was never touched
  return 0;
}
