// expect: none
// classes: 2
// rf-classes: 2
// Polling a flag under a recursive mutex, the check in a helper that locks it again: the
// waiter's round takes and releases the mutex and reads the flag (two objects: dc falls
// back to pop, docs/algorithms.md "Where it falls back").
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m;
int ready, data;
static int check(void) {
  pthread_mutex_lock(&m);  // re-entered
  int r = ready;
  pthread_mutex_unlock(&m);
  return r;
}
void *waiter(void *arg) {
  for (;;) {
    pthread_mutex_lock(&m);
    int r = check();
    pthread_mutex_unlock(&m);
    if (r) break;
  }
  assert(data == 42);
  return arg;
}
int main(void) {
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&m, &attr);
  pthread_t w;
  pthread_create(&w, 0, waiter, 0);
  pthread_mutex_lock(&m);
  data = 42;
  pthread_mutex_lock(&m);
  ready = 1;
  pthread_mutex_unlock(&m);
  pthread_mutex_unlock(&m);
  pthread_join(w, 0);
  return 0;
}
