// expect: none
// classes: 5
// rf-classes: 5
// A worker sleeps in a loop (sleep and nanosleep are cancellation points, modelled as one
// check of the request each: no time passes) and counts its rounds under a mutex; main
// cancels it. The request is acted on at the worker's next sleep, before a round, so a
// cancelled worker ran at most one round, and it never holds the mutex when it ends.
#include <assert.h>
#include <pthread.h>
#include <time.h>
#include <unistd.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int rounds;
static void *worker(void *arg) {
  struct timespec ts = {0, 1000};
  for (int i = 0; i < 2; i++) {
    sleep(1);
    nanosleep(&ts, 0);
    pthread_mutex_lock(&m);
    rounds++;
    pthread_mutex_unlock(&m);
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
  assert(r == PTHREAD_CANCELED ? rounds <= 1 : rounds == 2);
  pthread_mutex_unlock(&m);
  return 0;
}
