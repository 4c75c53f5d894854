// expect: deadlock
// The worker leaves with pthread_exit while holding the mutex, and no cleanup handler
// releases it: main waits for the mutex for ever.
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int progress;
static void *worker(void *arg) {
  pthread_mutex_lock(&m);
  progress = 1;
  pthread_exit(0);
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  pthread_mutex_lock(&m);
  pthread_mutex_unlock(&m);
  return 0;
}
