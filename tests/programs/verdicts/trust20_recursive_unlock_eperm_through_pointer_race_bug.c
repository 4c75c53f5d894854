// expect: data-race
// An unlock through a function pointer whose result is checked: EPERM when the caller does
// not hold the recursive mutex. The "owner" check is wrong here: the worker treats EPERM as
// "someone else holds it, so it is safe to write" and writes the counter that main updates
// under the mutex: a data race, which braid finds once it lets the program go on past the
// EPERM (before branch trust20 it stopped at a false misuse).
#include <errno.h>
#include <pthread.h>
static pthread_mutex_t m;
static int counter;
static int (*unlock_fn)(pthread_mutex_t *) = pthread_mutex_unlock;
static void *worker(void *arg) {
  if (unlock_fn(&m) == EPERM) counter++;
  return 0;
}
int main(void) {
  pthread_mutexattr_t a;
  pthread_mutexattr_init(&a);
  pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&m, &a);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_mutex_lock(&m);
  counter++;
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
}
