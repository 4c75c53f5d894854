// expect: none
// goblint regression style: a recursive mutex; its owner's trylock succeeds (and must be
// unlocked once more), another thread's trylock fails while it is held.
#include <assert.h>
#include <errno.h>
#include <pthread.h>
static pthread_mutex_t rm;
static int depth_seen, g;
static void *other(void *arg) {
  int r = pthread_mutex_trylock(&rm);
  assert(r == 0 || r == EBUSY);
  if (r == 0) {
    g++;
    pthread_mutex_unlock(&rm);
  }
  return arg;
}
int main(void) {
  pthread_mutexattr_t a;
  pthread_mutexattr_init(&a);
  pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&rm, &a);
  pthread_t t;
  pthread_create(&t, NULL, other, NULL);
  pthread_mutex_lock(&rm);
  assert(pthread_mutex_trylock(&rm) == 0);
  depth_seen = 2;
  g++;
  pthread_mutex_unlock(&rm);
  g++;   /* still held once */
  pthread_mutex_unlock(&rm);
  pthread_join(t, NULL);
  assert(g == 3 || g == 2);
  return 0;
}
