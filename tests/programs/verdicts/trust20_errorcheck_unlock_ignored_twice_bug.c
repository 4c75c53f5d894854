// expect: misuse
// An error-checking mutex unlocked once too often by a cleanup path that ignores the
// result: POSIX returns EPERM, which the program drops; an unlock of a mutex the caller does
// not hold whose error nobody looks at is a misuse (as for recursive mutexes, trust20).
#include <pthread.h>
static pthread_mutex_t m;
static int shared;
static void *worker(void *arg) {
  pthread_mutex_lock(&m);
  shared++;
  pthread_mutex_unlock(&m);
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_mutexattr_t a;
  pthread_mutexattr_init(&a);
  pthread_mutexattr_settype(&a, PTHREAD_MUTEX_ERRORCHECK);
  pthread_mutex_init(&m, &a);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_mutex_lock(&m);
  shared++;
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
}
