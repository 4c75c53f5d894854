// expect: none
// classes: 3
// rf-classes: 3
// The worker disables cancellation around a two-step update of a shared pair and sleeps in
// the middle (usleep is a cancellation point, inert while disabled); the request stays
// pending and is acted on at the pthread_testcancel after the state is restored. main never
// sees a half-done update after the join.
#include <assert.h>
#include <pthread.h>
#include <unistd.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int first, second;
static void *worker(void *arg) {
  int old;
  pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &old);
  pthread_mutex_lock(&m);
  first = 1;
  usleep(10);
  second = 1;
  pthread_mutex_unlock(&m);
  pthread_setcancelstate(old, 0);
  pthread_testcancel();
  return (void *)1;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_cancel(t);
  void *r;
  pthread_join(t, &r);
  assert(first == second);
  assert(first == 1);  // the worker was never cancelled before its update
  return 0;
}
