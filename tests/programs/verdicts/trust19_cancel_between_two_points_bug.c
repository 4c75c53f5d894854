// expect: assertion
// classes: 3
// rf-classes: 3
// The worker publishes a pair with a cancellation point (sleep) before and between its two
// writes: only a request that lands between the first and the second point leaves the
// pair half written. main's check after the join fails only in that order.
#include <assert.h>
#include <pthread.h>
#include <unistd.h>
static int a, b;
static void *worker(void *arg) {
  sleep(0);
  a = 1;
  sleep(0);
  b = 1;
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_cancel(t);
  pthread_join(t, 0);
  assert(a == b);
  return 0;
}
