// expect: data-race, misuse
// pthread_mutex_timedlock's result ignored: when it times out (the other thread holds the
// mutex) the thread writes the shared counter unprotected and then unlocks a mutex it does
// not hold.
#include <pthread.h>
#include <time.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter = 0;
void *worker(void *arg) {
  struct timespec deadline;
  clock_gettime(CLOCK_REALTIME, &deadline);
  deadline.tv_sec += 1;
  pthread_mutex_timedlock(&m, &deadline);
  counter++;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
