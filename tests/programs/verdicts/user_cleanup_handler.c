// expect: none
// pthread_cleanup_push / pop: a worker that leaves with pthread_exit while holding a mutex
// releases it from its cleanup handler, so main can take it afterwards.
#include <pthread.h>
#include <assert.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int progress;
static void unlock_it(void *arg) { pthread_mutex_unlock(arg); }
static void *worker(void *arg) {
  pthread_mutex_lock(&m);
  pthread_cleanup_push(unlock_it, &m);
  progress = 1;
  pthread_exit(0);
  pthread_cleanup_pop(0);
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  pthread_mutex_lock(&m);
  assert(progress == 1);
  pthread_mutex_unlock(&m);
  return 0;
}
