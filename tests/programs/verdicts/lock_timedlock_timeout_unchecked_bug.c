// expect: data-race, misuse
// The waiter ignores pthread_mutex_timedlock's result: after a timeout it updates the
// shared counter without the lock, racing with main's locked update, and unlocks a mutex it
// does not hold (misuse).
#include <pthread.h>
#include <time.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int count;
void *waiter(void *arg) {
  struct timespec deadline;
  clock_gettime(CLOCK_REALTIME, &deadline);
  deadline.tv_nsec += 1000;
  pthread_mutex_timedlock(&m, &deadline);
  count++;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, waiter, 0);
  pthread_mutex_lock(&m);
  count++;
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
}
