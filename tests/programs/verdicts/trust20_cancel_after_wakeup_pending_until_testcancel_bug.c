// expect: assertion
// classes: 6
// rf-classes: 6
// A request that comes after the waiter's wake-up does not end the wait: the wait returns
// normally with the request pending (as in glibc), and it is acted on at the next
// cancellation point, here the pthread_testcancel after the worker took the item. main
// assumes a cancelled worker never took the item: wrong in that order.
#include <assert.h>
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static int items, taken;
static void unlock_it(void *p) { pthread_mutex_unlock(p); }
static void *worker(void *arg) {
  pthread_mutex_lock(&m);
  pthread_cleanup_push(unlock_it, &m);
  while (items == 0) pthread_cond_wait(&c, &m);
  items--;
  taken = 1;
  pthread_testcancel();
  pthread_cleanup_pop(1);
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_mutex_lock(&m);
  items = 1;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  pthread_cancel(t);
  void *r;
  pthread_join(t, &r);
  if (r == PTHREAD_CANCELED) assert(taken == 0);
  return 0;
}
