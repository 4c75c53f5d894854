// expect: misuse
// The ignored-result twin of trust20_recursive_unlock_eperm_retry_owner.c: the worker calls
// pthread_mutex_unlock on a recursive mutex main holds and drops the EPERM. An unlock of a
// mutex the caller does not hold whose error nobody looks at is a misuse.
#include <pthread.h>
static pthread_mutex_t m;
static void *worker(void *arg) {
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_mutexattr_t a;
  pthread_mutexattr_init(&a);
  pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&m, &a);
  pthread_mutex_lock(&m);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  pthread_mutex_unlock(&m);
  return 0;
}
