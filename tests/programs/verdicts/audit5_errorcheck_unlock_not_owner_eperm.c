// expect: none
// classes: 1
// An error-checking mutex makes unlocking a mutex the caller does not hold well defined: it
// returns EPERM and changes nothing. The program relies on that to detect the mistake.
#include <pthread.h>
#include <errno.h>
#include <assert.h>
static pthread_mutex_t m;
static int shared;
static void *intruder(void *arg) {
  int r = pthread_mutex_unlock(&m);
  assert(r == EPERM);
  return arg;
}
int main(void) {
  pthread_mutexattr_t a;
  pthread_mutexattr_init(&a);
  pthread_mutexattr_settype(&a, PTHREAD_MUTEX_ERRORCHECK);
  pthread_mutex_init(&m, &a);
  pthread_mutexattr_destroy(&a);
  pthread_t t;
  pthread_mutex_lock(&m);
  pthread_create(&t, 0, intruder, 0);
  shared = 1;
  pthread_join(t, 0);
  assert(pthread_mutex_unlock(&m) == 0);
  pthread_mutex_destroy(&m);
  return shared - 1;
}
