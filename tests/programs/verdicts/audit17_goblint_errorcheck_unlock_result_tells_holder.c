// expect: none
// classes: 2
// rf-classes: 2
// release() answers whether the caller held the error-checking mutex from the unlock's result.
#include <pthread.h>
#include <assert.h>
#include <errno.h>
pthread_mutex_t m;
int balance = 10;
/* release() tells the caller whether it held the lock: a goblint-style errorcheck idiom */
static int release(void) { return pthread_mutex_unlock(&m) == 0; }
void *w(void *a) {
  (void)a;
  assert(!release());      /* never held here */
  pthread_mutex_lock(&m);
  balance -= 3;
  assert(release());
  return 0;
}
int main(void) {
  pthread_mutexattr_t at; pthread_mutexattr_init(&at); pthread_mutexattr_settype(&at, PTHREAD_MUTEX_ERRORCHECK);
  pthread_mutex_init(&m, &at);
  pthread_t x, y; pthread_create(&x, 0, w, 0); pthread_create(&y, 0, w, 0);
  pthread_join(x, 0); pthread_join(y, 0);
  assert(balance == 4);
  return 0;
}
