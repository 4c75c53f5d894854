// expect: none
// classes: 3
// rf-classes: 3
// A worker loops taking a lock, with a cleanup handler that releases it around a
// pthread_testcancel inside the critical section; main cancels it and joins. Wherever the
// request lands (before or after each testcancel), the handler unlocks, so main can lock the
// mutex afterwards, and the join returns PTHREAD_CANCELED or the worker's own value.
#include <assert.h>
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int rounds;
static void unlock_it(void *p) { pthread_mutex_unlock(p); }
static void *worker(void *arg) {
  for (int i = 0; i < 2; i++) {
    pthread_mutex_lock(&m);
    pthread_cleanup_push(unlock_it, &m);
    rounds++;
    pthread_testcancel();
    pthread_cleanup_pop(1);
  }
  return (void *)1;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_cancel(t);
  void *r;
  pthread_join(t, &r);
  pthread_mutex_lock(&m);
  int seen = rounds;
  pthread_mutex_unlock(&m);
  assert(r == PTHREAD_CANCELED ? seen <= 2 : (r == (void *)1 && seen == 2));
  return 0;
}
