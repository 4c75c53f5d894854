// expect: unsupported
// complete: no
// A robust mutex whose owner ends holding it: glibc's next lock returns EOWNERDEAD and the
// program makes it consistent. braid does not model robust mutexes (its lock waited for good:
// a false deadlock) and refuses pthread_mutexattr_setrobust(PTHREAD_MUTEX_ROBUST) clearly.
#include <pthread.h>
#include <errno.h>
#include <assert.h>
pthread_mutex_t m;
int state;
void *dies_holding(void *a) { pthread_mutex_lock(&m); state = 1; return a; }
int main(void) {
  pthread_mutexattr_t at;
  pthread_mutexattr_init(&at);
  pthread_mutexattr_setrobust(&at, PTHREAD_MUTEX_ROBUST);
  pthread_mutex_init(&m, &at);
  pthread_t t;
  pthread_create(&t, 0, dies_holding, 0);
  pthread_join(t, 0);
  int r = pthread_mutex_lock(&m);
  assert(r == EOWNERDEAD);
  pthread_mutex_consistent(&m);
  state = 0;
  pthread_mutex_unlock(&m);
  return 0;
}
