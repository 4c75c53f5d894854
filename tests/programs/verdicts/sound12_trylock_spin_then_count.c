// expect: none
// classes: 22
// rf-classes: 22
// Two spinners take the mutex with `while (pthread_mutex_trylock(&m) != 0) {}` and a third
// thread with a plain lock; each adds to a counter in its critical section. Bug-free: the
// total is checked after the joins.
#include <assert.h>
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int total;
static void *spinner(void *arg) {
  while (pthread_mutex_trylock(&m) != 0) {
  }
  total += 1;
  pthread_mutex_unlock(&m);
  return arg;
}
static void *locker(void *arg) {
  pthread_mutex_lock(&m);
  total += 10;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, spinner, 0);
  pthread_create(&b, 0, spinner, 0);
  pthread_create(&c, 0, locker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  assert(total == 12);
  return 0;
}
